#include <stddef.h>
#include <linux/netfilter/xt_TPROXY.h>
_Static_assert(sizeof(struct xt_tproxy_target_info) == 16, "struct xt_tproxy_target_info");
_Static_assert(offsetof(struct xt_tproxy_target_info, laddr) == 8, "struct xt_tproxy_target_info.laddr");
_Static_assert(offsetof(struct xt_tproxy_target_info, mark_value) == 4, "struct xt_tproxy_target_info.mark_value");
_Static_assert(offsetof(struct xt_tproxy_target_info, lport) == 12, "struct xt_tproxy_target_info.lport");
_Static_assert(offsetof(struct xt_tproxy_target_info, mark_mask) == 0, "struct xt_tproxy_target_info.mark_mask");
