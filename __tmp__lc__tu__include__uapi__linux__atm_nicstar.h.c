#include <stddef.h>
#include <linux/atm_nicstar.h>
_Static_assert(sizeof(struct buf_nr) == 12, "struct buf_nr");
_Static_assert(offsetof(struct buf_nr, min) == 0, "struct buf_nr.min");
_Static_assert(offsetof(struct buf_nr, max) == 8, "struct buf_nr.max");
_Static_assert(offsetof(struct buf_nr, init) == 4, "struct buf_nr.init");
_Static_assert(sizeof(struct pool_levels) == 20, "struct pool_levels");
_Static_assert(offsetof(struct pool_levels, level) == 8, "struct pool_levels.level");
_Static_assert(offsetof(struct pool_levels, buftype) == 0, "struct pool_levels.buftype");
_Static_assert(offsetof(struct pool_levels, count) == 4, "struct pool_levels.count");
