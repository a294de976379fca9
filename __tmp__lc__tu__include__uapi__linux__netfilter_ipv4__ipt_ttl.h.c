#include <stddef.h>
#include <linux/netfilter_ipv4/ipt_ttl.h>
_Static_assert(sizeof(struct ipt_ttl_info) == 2, "struct ipt_ttl_info");
_Static_assert(offsetof(struct ipt_ttl_info, mode) == 0, "struct ipt_ttl_info.mode");
_Static_assert(offsetof(struct ipt_ttl_info, ttl) == 1, "struct ipt_ttl_info.ttl");
