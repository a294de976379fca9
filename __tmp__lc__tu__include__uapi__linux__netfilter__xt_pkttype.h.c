#include <stddef.h>
#include <linux/netfilter/xt_pkttype.h>
_Static_assert(sizeof(struct xt_pkttype_info) == 8, "struct xt_pkttype_info");
_Static_assert(offsetof(struct xt_pkttype_info, pkttype) == 0, "struct xt_pkttype_info.pkttype");
_Static_assert(offsetof(struct xt_pkttype_info, invert) == 4, "struct xt_pkttype_info.invert");
