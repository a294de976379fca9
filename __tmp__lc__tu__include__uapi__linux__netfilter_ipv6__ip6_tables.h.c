#include <stddef.h>
#include <linux/netfilter_ipv6/ip6_tables.h>
_Static_assert(sizeof(struct ip6t_getinfo) == 84, "struct ip6t_getinfo");
_Static_assert(offsetof(struct ip6t_getinfo, hook_entry) == 36, "struct ip6t_getinfo.hook_entry");
_Static_assert(offsetof(struct ip6t_getinfo, size) == 80, "struct ip6t_getinfo.size");
_Static_assert(offsetof(struct ip6t_getinfo, valid_hooks) == 32, "struct ip6t_getinfo.valid_hooks");
_Static_assert(offsetof(struct ip6t_getinfo, name) == 0, "struct ip6t_getinfo.name");
_Static_assert(offsetof(struct ip6t_getinfo, num_entries) == 76, "struct ip6t_getinfo.num_entries");
_Static_assert(offsetof(struct ip6t_getinfo, underflow) == 56, "struct ip6t_getinfo.underflow");
_Static_assert(sizeof(struct ip6t_icmp) == 4, "struct ip6t_icmp");
_Static_assert(offsetof(struct ip6t_icmp, type) == 0, "struct ip6t_icmp.type");
_Static_assert(offsetof(struct ip6t_icmp, invflags) == 3, "struct ip6t_icmp.invflags");
_Static_assert(offsetof(struct ip6t_icmp, code) == 1, "struct ip6t_icmp.code");
