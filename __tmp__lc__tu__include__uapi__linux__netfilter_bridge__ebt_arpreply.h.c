#include <stddef.h>
#include <linux/netfilter_bridge/ebt_arpreply.h>
_Static_assert(sizeof(struct ebt_arpreply_info) == 12, "struct ebt_arpreply_info");
_Static_assert(offsetof(struct ebt_arpreply_info, target) == 8, "struct ebt_arpreply_info.target");
_Static_assert(offsetof(struct ebt_arpreply_info, mac) == 0, "struct ebt_arpreply_info.mac");
