#include <stddef.h>
#include <linux/suspend_ioctls.h>
_Static_assert(sizeof(struct resume_swap_area) == 12, "struct resume_swap_area");
_Static_assert(offsetof(struct resume_swap_area, offset) == 0, "struct resume_swap_area.offset");
_Static_assert(offsetof(struct resume_swap_area, dev) == 8, "struct resume_swap_area.dev");
