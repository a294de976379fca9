#include <stddef.h>
#include <linux/netfilter_ipv6/ip6t_frag.h>
_Static_assert(sizeof(struct ip6t_frag) == 16, "struct ip6t_frag");
_Static_assert(offsetof(struct ip6t_frag, hdrlen) == 8, "struct ip6t_frag.hdrlen");
_Static_assert(offsetof(struct ip6t_frag, ids) == 0, "struct ip6t_frag.ids");
_Static_assert(offsetof(struct ip6t_frag, invflags) == 13, "struct ip6t_frag.invflags");
_Static_assert(offsetof(struct ip6t_frag, flags) == 12, "struct ip6t_frag.flags");
