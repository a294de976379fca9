#include <stddef.h>
#include <linux/dma-buf.h>
_Static_assert(sizeof(struct dma_buf_export_sync_file) == 8, "struct dma_buf_export_sync_file");
_Static_assert(offsetof(struct dma_buf_export_sync_file, fd) == 4, "struct dma_buf_export_sync_file.fd");
_Static_assert(offsetof(struct dma_buf_export_sync_file, flags) == 0, "struct dma_buf_export_sync_file.flags");
_Static_assert(sizeof(struct dma_buf_import_sync_file) == 8, "struct dma_buf_import_sync_file");
_Static_assert(offsetof(struct dma_buf_import_sync_file, fd) == 4, "struct dma_buf_import_sync_file.fd");
_Static_assert(offsetof(struct dma_buf_import_sync_file, flags) == 0, "struct dma_buf_import_sync_file.flags");
_Static_assert(sizeof(struct dma_buf_sync) == 8, "struct dma_buf_sync");
_Static_assert(offsetof(struct dma_buf_sync, flags) == 0, "struct dma_buf_sync.flags");
