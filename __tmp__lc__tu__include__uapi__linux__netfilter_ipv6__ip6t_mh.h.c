#include <stddef.h>
#include <linux/netfilter_ipv6/ip6t_mh.h>
_Static_assert(sizeof(struct ip6t_mh) == 3, "struct ip6t_mh");
_Static_assert(offsetof(struct ip6t_mh, types) == 0, "struct ip6t_mh.types");
_Static_assert(offsetof(struct ip6t_mh, invflags) == 2, "struct ip6t_mh.invflags");
