#include <stddef.h>
#include <linux/netfilter_ipv6/ip6t_HL.h>
_Static_assert(sizeof(struct ip6t_HL_info) == 2, "struct ip6t_HL_info");
_Static_assert(offsetof(struct ip6t_HL_info, mode) == 0, "struct ip6t_HL_info.mode");
_Static_assert(offsetof(struct ip6t_HL_info, hop_limit) == 1, "struct ip6t_HL_info.hop_limit");
