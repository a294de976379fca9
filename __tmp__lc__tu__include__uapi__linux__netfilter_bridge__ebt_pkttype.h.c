#include <stddef.h>
#include <linux/netfilter_bridge/ebt_pkttype.h>
_Static_assert(sizeof(struct ebt_pkttype_info) == 2, "struct ebt_pkttype_info");
_Static_assert(offsetof(struct ebt_pkttype_info, invert) == 1, "struct ebt_pkttype_info.invert");
_Static_assert(offsetof(struct ebt_pkttype_info, pkt_type) == 0, "struct ebt_pkttype_info.pkt_type");
