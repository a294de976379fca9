#include <stddef.h>
#include <linux/netfilter/xt_devgroup.h>
_Static_assert(sizeof(struct xt_devgroup_info) == 20, "struct xt_devgroup_info");
_Static_assert(offsetof(struct xt_devgroup_info, src_mask) == 8, "struct xt_devgroup_info.src_mask");
_Static_assert(offsetof(struct xt_devgroup_info, flags) == 0, "struct xt_devgroup_info.flags");
_Static_assert(offsetof(struct xt_devgroup_info, dst_group) == 12, "struct xt_devgroup_info.dst_group");
_Static_assert(offsetof(struct xt_devgroup_info, src_group) == 4, "struct xt_devgroup_info.src_group");
_Static_assert(offsetof(struct xt_devgroup_info, dst_mask) == 16, "struct xt_devgroup_info.dst_mask");
