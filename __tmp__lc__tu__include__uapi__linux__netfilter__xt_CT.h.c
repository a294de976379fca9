#include <stddef.h>
#include <linux/netfilter/xt_CT.h>
_Static_assert(sizeof(struct xt_ct_target_info) == 40, "struct xt_ct_target_info");
_Static_assert(offsetof(struct xt_ct_target_info, zone) == 2, "struct xt_ct_target_info.zone");
_Static_assert(offsetof(struct xt_ct_target_info, ct) == 32, "struct xt_ct_target_info.ct");
_Static_assert(offsetof(struct xt_ct_target_info, flags) == 0, "struct xt_ct_target_info.flags");
_Static_assert(offsetof(struct xt_ct_target_info, helper) == 12, "struct xt_ct_target_info.helper");
_Static_assert(offsetof(struct xt_ct_target_info, ct_events) == 4, "struct xt_ct_target_info.ct_events");
_Static_assert(offsetof(struct xt_ct_target_info, exp_events) == 8, "struct xt_ct_target_info.exp_events");
_Static_assert(sizeof(struct xt_ct_target_info_v1) == 72, "struct xt_ct_target_info_v1");
_Static_assert(offsetof(struct xt_ct_target_info_v1, zone) == 2, "struct xt_ct_target_info_v1.zone");
_Static_assert(offsetof(struct xt_ct_target_info_v1, timeout) == 28, "struct xt_ct_target_info_v1.timeout");
_Static_assert(offsetof(struct xt_ct_target_info_v1, ct) == 64, "struct xt_ct_target_info_v1.ct");
_Static_assert(offsetof(struct xt_ct_target_info_v1, flags) == 0, "struct xt_ct_target_info_v1.flags");
_Static_assert(offsetof(struct xt_ct_target_info_v1, helper) == 12, "struct xt_ct_target_info_v1.helper");
_Static_assert(offsetof(struct xt_ct_target_info_v1, ct_events) == 4, "struct xt_ct_target_info_v1.ct_events");
_Static_assert(offsetof(struct xt_ct_target_info_v1, exp_events) == 8, "struct xt_ct_target_info_v1.exp_events");
