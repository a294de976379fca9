#include <stddef.h>
#include <linux/netfilter_ipv6/ip6t_opts.h>
_Static_assert(sizeof(struct ip6t_opts) == 40, "struct ip6t_opts");
_Static_assert(offsetof(struct ip6t_opts, optsnr) == 38, "struct ip6t_opts.optsnr");
_Static_assert(offsetof(struct ip6t_opts, hdrlen) == 0, "struct ip6t_opts.hdrlen");
_Static_assert(offsetof(struct ip6t_opts, opts) == 6, "struct ip6t_opts.opts");
_Static_assert(offsetof(struct ip6t_opts, invflags) == 5, "struct ip6t_opts.invflags");
_Static_assert(offsetof(struct ip6t_opts, flags) == 4, "struct ip6t_opts.flags");
