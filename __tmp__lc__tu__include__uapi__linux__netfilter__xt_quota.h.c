#include <stddef.h>
#include <linux/netfilter/xt_quota.h>
_Static_assert(sizeof(struct xt_quota_info) == 24, "struct xt_quota_info");
_Static_assert(offsetof(struct xt_quota_info, quota) == 8, "struct xt_quota_info.quota");
_Static_assert(offsetof(struct xt_quota_info, pad) == 4, "struct xt_quota_info.pad");
_Static_assert(offsetof(struct xt_quota_info, flags) == 0, "struct xt_quota_info.flags");
_Static_assert(offsetof(struct xt_quota_info, master) == 16, "struct xt_quota_info.master");
