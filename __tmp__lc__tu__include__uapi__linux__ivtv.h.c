#include <stddef.h>
#include <linux/ivtv.h>
_Static_assert(sizeof(struct ivtv_dma_frame) == 64, "struct ivtv_dma_frame");
_Static_assert(offsetof(struct ivtv_dma_frame, pixelformat) == 4, "struct ivtv_dma_frame.pixelformat");
_Static_assert(offsetof(struct ivtv_dma_frame, src) == 24, "struct ivtv_dma_frame.src");
_Static_assert(offsetof(struct ivtv_dma_frame, y_source) == 8, "struct ivtv_dma_frame.y_source");
_Static_assert(offsetof(struct ivtv_dma_frame, type) == 0, "struct ivtv_dma_frame.type");
_Static_assert(offsetof(struct ivtv_dma_frame, src_height) == 60, "struct ivtv_dma_frame.src_height");
_Static_assert(offsetof(struct ivtv_dma_frame, dst) == 40, "struct ivtv_dma_frame.dst");
_Static_assert(offsetof(struct ivtv_dma_frame, src_width) == 56, "struct ivtv_dma_frame.src_width");
_Static_assert(offsetof(struct ivtv_dma_frame, uv_source) == 16, "struct ivtv_dma_frame.uv_source");
