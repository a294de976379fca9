#include <stddef.h>
#include <linux/ivtvfb.h>
_Static_assert(sizeof(struct ivtvfb_dma_frame) == 24, "struct ivtvfb_dma_frame");
_Static_assert(offsetof(struct ivtvfb_dma_frame, source) == 0, "struct ivtvfb_dma_frame.source");
_Static_assert(offsetof(struct ivtvfb_dma_frame, dest_offset) == 8, "struct ivtvfb_dma_frame.dest_offset");
_Static_assert(offsetof(struct ivtvfb_dma_frame, count) == 16, "struct ivtvfb_dma_frame.count");
