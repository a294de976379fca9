#include <stddef.h>
#include <linux/uleds.h>
_Static_assert(sizeof(struct uleds_user_dev) == 68, "struct uleds_user_dev");
_Static_assert(offsetof(struct uleds_user_dev, max_brightness) == 64, "struct uleds_user_dev.max_brightness");
_Static_assert(offsetof(struct uleds_user_dev, name) == 0, "struct uleds_user_dev.name");
