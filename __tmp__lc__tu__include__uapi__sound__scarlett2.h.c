#include <stddef.h>
#include <sound/scarlett2.h>
_Static_assert(sizeof(struct scarlett2_flash_segment_erase_progress) == 2, "struct scarlett2_flash_segment_erase_progress");
_Static_assert(offsetof(struct scarlett2_flash_segment_erase_progress, progress) == 0, "struct scarlett2_flash_segment_erase_progress.progress");
_Static_assert(offsetof(struct scarlett2_flash_segment_erase_progress, num_blocks) == 1, "struct scarlett2_flash_segment_erase_progress.num_blocks");
