#include <stddef.h>
#include <linux/netfilter/xt_SECMARK.h>
_Static_assert(sizeof(struct xt_secmark_target_info) == 264, "struct xt_secmark_target_info");
_Static_assert(offsetof(struct xt_secmark_target_info, mode) == 0, "struct xt_secmark_target_info.mode");
_Static_assert(offsetof(struct xt_secmark_target_info, secctx) == 8, "struct xt_secmark_target_info.secctx");
_Static_assert(offsetof(struct xt_secmark_target_info, secid) == 4, "struct xt_secmark_target_info.secid");
_Static_assert(sizeof(struct xt_secmark_target_info_v1) == 264, "struct xt_secmark_target_info_v1");
_Static_assert(offsetof(struct xt_secmark_target_info_v1, mode) == 0, "struct xt_secmark_target_info_v1.mode");
_Static_assert(offsetof(struct xt_secmark_target_info_v1, secctx) == 1, "struct xt_secmark_target_info_v1.secctx");
_Static_assert(offsetof(struct xt_secmark_target_info_v1, secid) == 260, "struct xt_secmark_target_info_v1.secid");
