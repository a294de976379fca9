#include <stddef.h>
#include <linux/netfilter_ipv4/ipt_TTL.h>
_Static_assert(sizeof(struct ipt_TTL_info) == 2, "struct ipt_TTL_info");
_Static_assert(offsetof(struct ipt_TTL_info, mode) == 0, "struct ipt_TTL_info.mode");
_Static_assert(offsetof(struct ipt_TTL_info, ttl) == 1, "struct ipt_TTL_info.ttl");
