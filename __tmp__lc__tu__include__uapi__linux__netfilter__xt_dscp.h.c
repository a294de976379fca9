#include <stddef.h>
#include <linux/netfilter/xt_dscp.h>
_Static_assert(sizeof(struct xt_dscp_info) == 2, "struct xt_dscp_info");
_Static_assert(offsetof(struct xt_dscp_info, dscp) == 0, "struct xt_dscp_info.dscp");
_Static_assert(offsetof(struct xt_dscp_info, invert) == 1, "struct xt_dscp_info.invert");
_Static_assert(sizeof(struct xt_tos_match_info) == 3, "struct xt_tos_match_info");
_Static_assert(offsetof(struct xt_tos_match_info, tos_mask) == 0, "struct xt_tos_match_info.tos_mask");
_Static_assert(offsetof(struct xt_tos_match_info, tos_value) == 1, "struct xt_tos_match_info.tos_value");
_Static_assert(offsetof(struct xt_tos_match_info, invert) == 2, "struct xt_tos_match_info.invert");
