#include <stddef.h>
#include <linux/netfilter_bridge/ebt_vlan.h>
_Static_assert(sizeof(struct ebt_vlan_info) == 8, "struct ebt_vlan_info");
_Static_assert(offsetof(struct ebt_vlan_info, id) == 0, "struct ebt_vlan_info.id");
_Static_assert(offsetof(struct ebt_vlan_info, bitmask) == 6, "struct ebt_vlan_info.bitmask");
_Static_assert(offsetof(struct ebt_vlan_info, encap) == 4, "struct ebt_vlan_info.encap");
_Static_assert(offsetof(struct ebt_vlan_info, invflags) == 7, "struct ebt_vlan_info.invflags");
_Static_assert(offsetof(struct ebt_vlan_info, prio) == 2, "struct ebt_vlan_info.prio");
