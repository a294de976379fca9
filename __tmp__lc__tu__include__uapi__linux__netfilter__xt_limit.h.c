#include <stddef.h>
#include <linux/netfilter/xt_limit.h>
_Static_assert(sizeof(struct xt_rateinfo) == 40, "struct xt_rateinfo");
_Static_assert(offsetof(struct xt_rateinfo, credit) == 16, "struct xt_rateinfo.credit");
_Static_assert(offsetof(struct xt_rateinfo, credit_cap) == 20, "struct xt_rateinfo.credit_cap");
_Static_assert(offsetof(struct xt_rateinfo, burst) == 4, "struct xt_rateinfo.burst");
_Static_assert(offsetof(struct xt_rateinfo, avg) == 0, "struct xt_rateinfo.avg");
_Static_assert(offsetof(struct xt_rateinfo, prev) == 8, "struct xt_rateinfo.prev");
_Static_assert(offsetof(struct xt_rateinfo, master) == 32, "struct xt_rateinfo.master");
_Static_assert(offsetof(struct xt_rateinfo, cost) == 24, "struct xt_rateinfo.cost");
