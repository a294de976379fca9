#include <stddef.h>
#include <linux/netfilter/xt_recent.h>
_Static_assert(sizeof(struct xt_recent_mtinfo) == 212, "struct xt_recent_mtinfo");
_Static_assert(offsetof(struct xt_recent_mtinfo, hit_count) == 4, "struct xt_recent_mtinfo.hit_count");
_Static_assert(offsetof(struct xt_recent_mtinfo, side) == 210, "struct xt_recent_mtinfo.side");
_Static_assert(offsetof(struct xt_recent_mtinfo, invert) == 9, "struct xt_recent_mtinfo.invert");
_Static_assert(offsetof(struct xt_recent_mtinfo, name) == 10, "struct xt_recent_mtinfo.name");
_Static_assert(offsetof(struct xt_recent_mtinfo, check_set) == 8, "struct xt_recent_mtinfo.check_set");
_Static_assert(offsetof(struct xt_recent_mtinfo, seconds) == 0, "struct xt_recent_mtinfo.seconds");
