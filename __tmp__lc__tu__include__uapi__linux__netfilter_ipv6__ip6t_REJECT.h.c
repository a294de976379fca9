#include <stddef.h>
#include <linux/netfilter_ipv6/ip6t_REJECT.h>
_Static_assert(sizeof(struct ip6t_reject_info) == 4, "struct ip6t_reject_info");
_Static_assert(offsetof(struct ip6t_reject_info, with) == 0, "struct ip6t_reject_info.with");
