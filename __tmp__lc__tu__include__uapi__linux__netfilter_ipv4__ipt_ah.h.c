#include <stddef.h>
#include <linux/netfilter_ipv4/ipt_ah.h>
_Static_assert(sizeof(struct ipt_ah) == 12, "struct ipt_ah");
_Static_assert(offsetof(struct ipt_ah, spis) == 0, "struct ipt_ah.spis");
_Static_assert(offsetof(struct ipt_ah, invflags) == 8, "struct ipt_ah.invflags");
