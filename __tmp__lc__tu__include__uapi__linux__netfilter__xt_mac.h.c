#include <stddef.h>
#include <linux/netfilter/xt_mac.h>
_Static_assert(sizeof(struct xt_mac_info) == 12, "struct xt_mac_info");
_Static_assert(offsetof(struct xt_mac_info, srcaddr) == 0, "struct xt_mac_info.srcaddr");
_Static_assert(offsetof(struct xt_mac_info, invert) == 8, "struct xt_mac_info.invert");
