#include <stddef.h>
#include <linux/dma-heap.h>
_Static_assert(sizeof(struct dma_heap_allocation_data) == 24, "struct dma_heap_allocation_data");
_Static_assert(offsetof(struct dma_heap_allocation_data, fd) == 8, "struct dma_heap_allocation_data.fd");
_Static_assert(offsetof(struct dma_heap_allocation_data, len) == 0, "struct dma_heap_allocation_data.len");
_Static_assert(offsetof(struct dma_heap_allocation_data, heap_flags) == 16, "struct dma_heap_allocation_data.heap_flags");
_Static_assert(offsetof(struct dma_heap_allocation_data, fd_flags) == 12, "struct dma_heap_allocation_data.fd_flags");
