#include <stddef.h>
#include <linux/netfilter/xt_dccp.h>
_Static_assert(sizeof(struct xt_dccp_info) == 16, "struct xt_dccp_info");
_Static_assert(offsetof(struct xt_dccp_info, dpts) == 0, "struct xt_dccp_info.dpts");
_Static_assert(offsetof(struct xt_dccp_info, spts) == 4, "struct xt_dccp_info.spts");
_Static_assert(offsetof(struct xt_dccp_info, typemask) == 12, "struct xt_dccp_info.typemask");
_Static_assert(offsetof(struct xt_dccp_info, option) == 14, "struct xt_dccp_info.option");
_Static_assert(offsetof(struct xt_dccp_info, invflags) == 10, "struct xt_dccp_info.invflags");
_Static_assert(offsetof(struct xt_dccp_info, flags) == 8, "struct xt_dccp_info.flags");
