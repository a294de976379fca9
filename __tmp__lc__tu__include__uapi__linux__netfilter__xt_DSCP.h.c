#include <stddef.h>
#include <linux/netfilter/xt_DSCP.h>
_Static_assert(sizeof(struct xt_DSCP_info) == 1, "struct xt_DSCP_info");
_Static_assert(offsetof(struct xt_DSCP_info, dscp) == 0, "struct xt_DSCP_info.dscp");
_Static_assert(sizeof(struct xt_tos_target_info) == 2, "struct xt_tos_target_info");
_Static_assert(offsetof(struct xt_tos_target_info, tos_mask) == 1, "struct xt_tos_target_info.tos_mask");
_Static_assert(offsetof(struct xt_tos_target_info, tos_value) == 0, "struct xt_tos_target_info.tos_value");
