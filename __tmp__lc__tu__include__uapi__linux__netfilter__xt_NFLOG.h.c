#include <stddef.h>
#include <linux/netfilter/xt_NFLOG.h>
_Static_assert(sizeof(struct xt_nflog_info) == 76, "struct xt_nflog_info");
_Static_assert(offsetof(struct xt_nflog_info, prefix) == 12, "struct xt_nflog_info.prefix");
_Static_assert(offsetof(struct xt_nflog_info, len) == 0, "struct xt_nflog_info.len");
_Static_assert(offsetof(struct xt_nflog_info, group) == 4, "struct xt_nflog_info.group");
_Static_assert(offsetof(struct xt_nflog_info, pad) == 10, "struct xt_nflog_info.pad");
_Static_assert(offsetof(struct xt_nflog_info, flags) == 8, "struct xt_nflog_info.flags");
_Static_assert(offsetof(struct xt_nflog_info, threshold) == 6, "struct xt_nflog_info.threshold");
