#include <stddef.h>
#include <linux/netfilter_ipv6/ip6t_ipv6header.h>
_Static_assert(sizeof(struct ip6t_ipv6header_info) == 3, "struct ip6t_ipv6header_info");
_Static_assert(offsetof(struct ip6t_ipv6header_info, modeflag) == 2, "struct ip6t_ipv6header_info.modeflag");
_Static_assert(offsetof(struct ip6t_ipv6header_info, matchflags) == 0, "struct ip6t_ipv6header_info.matchflags");
_Static_assert(offsetof(struct ip6t_ipv6header_info, invflags) == 1, "struct ip6t_ipv6header_info.invflags");
