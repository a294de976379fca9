#include <stddef.h>
#include <linux/netfilter_bridge/ebt_arp.h>
_Static_assert(sizeof(struct ebt_arp_info) == 52, "struct ebt_arp_info");
_Static_assert(offsetof(struct ebt_arp_info, dmsk) == 20, "struct ebt_arp_info.dmsk");
_Static_assert(offsetof(struct ebt_arp_info, dmaddr) == 36, "struct ebt_arp_info.dmaddr");
_Static_assert(offsetof(struct ebt_arp_info, htype) == 0, "struct ebt_arp_info.htype");
_Static_assert(offsetof(struct ebt_arp_info, smmsk) == 30, "struct ebt_arp_info.smmsk");
_Static_assert(offsetof(struct ebt_arp_info, ptype) == 2, "struct ebt_arp_info.ptype");
_Static_assert(offsetof(struct ebt_arp_info, dmmsk) == 42, "struct ebt_arp_info.dmmsk");
_Static_assert(offsetof(struct ebt_arp_info, opcode) == 4, "struct ebt_arp_info.opcode");
_Static_assert(offsetof(struct ebt_arp_info, bitmask) == 48, "struct ebt_arp_info.bitmask");
_Static_assert(offsetof(struct ebt_arp_info, smaddr) == 24, "struct ebt_arp_info.smaddr");
_Static_assert(offsetof(struct ebt_arp_info, invflags) == 49, "struct ebt_arp_info.invflags");
_Static_assert(offsetof(struct ebt_arp_info, daddr) == 16, "struct ebt_arp_info.daddr");
_Static_assert(offsetof(struct ebt_arp_info, saddr) == 8, "struct ebt_arp_info.saddr");
_Static_assert(offsetof(struct ebt_arp_info, smsk) == 12, "struct ebt_arp_info.smsk");
