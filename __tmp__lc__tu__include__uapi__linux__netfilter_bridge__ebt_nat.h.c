#include <stddef.h>
#include <linux/netfilter_bridge/ebt_nat.h>
_Static_assert(sizeof(struct ebt_nat_info) == 12, "struct ebt_nat_info");
_Static_assert(offsetof(struct ebt_nat_info, target) == 8, "struct ebt_nat_info.target");
_Static_assert(offsetof(struct ebt_nat_info, mac) == 0, "struct ebt_nat_info.mac");
