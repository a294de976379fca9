#include <stddef.h>
#include <linux/netfilter_ipv4/ipt_REJECT.h>
_Static_assert(sizeof(struct ipt_reject_info) == 4, "struct ipt_reject_info");
_Static_assert(offsetof(struct ipt_reject_info, with) == 0, "struct ipt_reject_info.with");
