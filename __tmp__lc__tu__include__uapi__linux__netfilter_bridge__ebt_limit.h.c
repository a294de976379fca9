#include <stddef.h>
#include <linux/netfilter_bridge/ebt_limit.h>
_Static_assert(sizeof(struct ebt_limit_info) == 32, "struct ebt_limit_info");
_Static_assert(offsetof(struct ebt_limit_info, credit) == 16, "struct ebt_limit_info.credit");
_Static_assert(offsetof(struct ebt_limit_info, credit_cap) == 20, "struct ebt_limit_info.credit_cap");
_Static_assert(offsetof(struct ebt_limit_info, burst) == 4, "struct ebt_limit_info.burst");
_Static_assert(offsetof(struct ebt_limit_info, avg) == 0, "struct ebt_limit_info.avg");
_Static_assert(offsetof(struct ebt_limit_info, prev) == 8, "struct ebt_limit_info.prev");
_Static_assert(offsetof(struct ebt_limit_info, cost) == 24, "struct ebt_limit_info.cost");
