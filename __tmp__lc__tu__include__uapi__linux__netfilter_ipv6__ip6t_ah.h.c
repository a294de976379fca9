#include <stddef.h>
#include <linux/netfilter_ipv6/ip6t_ah.h>
_Static_assert(sizeof(struct ip6t_ah) == 16, "struct ip6t_ah");
_Static_assert(offsetof(struct ip6t_ah, spis) == 0, "struct ip6t_ah.spis");
_Static_assert(offsetof(struct ip6t_ah, hdrlen) == 8, "struct ip6t_ah.hdrlen");
_Static_assert(offsetof(struct ip6t_ah, invflags) == 13, "struct ip6t_ah.invflags");
_Static_assert(offsetof(struct ip6t_ah, hdrres) == 12, "struct ip6t_ah.hdrres");
