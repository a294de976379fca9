#include <stddef.h>
#include <linux/netfilter/xt_physdev.h>
_Static_assert(sizeof(struct xt_physdev_info) == 66, "struct xt_physdev_info");
_Static_assert(offsetof(struct xt_physdev_info, physindev) == 0, "struct xt_physdev_info.physindev");
_Static_assert(offsetof(struct xt_physdev_info, in_mask) == 16, "struct xt_physdev_info.in_mask");
_Static_assert(offsetof(struct xt_physdev_info, physoutdev) == 32, "struct xt_physdev_info.physoutdev");
_Static_assert(offsetof(struct xt_physdev_info, out_mask) == 48, "struct xt_physdev_info.out_mask");
_Static_assert(offsetof(struct xt_physdev_info, invert) == 64, "struct xt_physdev_info.invert");
_Static_assert(offsetof(struct xt_physdev_info, bitmask) == 65, "struct xt_physdev_info.bitmask");
