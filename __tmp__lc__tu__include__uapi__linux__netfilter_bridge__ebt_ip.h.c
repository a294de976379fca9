#include <stddef.h>
#include <linux/netfilter_bridge/ebt_ip.h>
_Static_assert(sizeof(struct ebt_ip_info) == 28, "struct ebt_ip_info");
_Static_assert(offsetof(struct ebt_ip_info, dmsk) == 12, "struct ebt_ip_info.dmsk");
_Static_assert(offsetof(struct ebt_ip_info, igmp_type) == 20, "struct ebt_ip_info.igmp_type");
_Static_assert(offsetof(struct ebt_ip_info, dport) == 24, "struct ebt_ip_info.dport");
_Static_assert(offsetof(struct ebt_ip_info, icmp_code) == 24, "struct ebt_ip_info.icmp_code");
_Static_assert(offsetof(struct ebt_ip_info, bitmask) == 18, "struct ebt_ip_info.bitmask");
_Static_assert(offsetof(struct ebt_ip_info, invflags) == 19, "struct ebt_ip_info.invflags");
_Static_assert(offsetof(struct ebt_ip_info, daddr) == 4, "struct ebt_ip_info.daddr");
_Static_assert(offsetof(struct ebt_ip_info, sport) == 20, "struct ebt_ip_info.sport");
_Static_assert(offsetof(struct ebt_ip_info, icmp_type) == 20, "struct ebt_ip_info.icmp_type");
_Static_assert(offsetof(struct ebt_ip_info, saddr) == 0, "struct ebt_ip_info.saddr");
_Static_assert(offsetof(struct ebt_ip_info, smsk) == 8, "struct ebt_ip_info.smsk");
_Static_assert(offsetof(struct ebt_ip_info, tos) == 16, "struct ebt_ip_info.tos");
_Static_assert(offsetof(struct ebt_ip_info, protocol) == 17, "struct ebt_ip_info.protocol");
