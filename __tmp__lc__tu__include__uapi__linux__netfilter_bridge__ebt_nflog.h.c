#include <stddef.h>
#include <linux/netfilter_bridge/ebt_nflog.h>
_Static_assert(sizeof(struct ebt_nflog_info) == 76, "struct ebt_nflog_info");
_Static_assert(offsetof(struct ebt_nflog_info, prefix) == 12, "struct ebt_nflog_info.prefix");
_Static_assert(offsetof(struct ebt_nflog_info, len) == 0, "struct ebt_nflog_info.len");
_Static_assert(offsetof(struct ebt_nflog_info, group) == 4, "struct ebt_nflog_info.group");
_Static_assert(offsetof(struct ebt_nflog_info, pad) == 10, "struct ebt_nflog_info.pad");
_Static_assert(offsetof(struct ebt_nflog_info, flags) == 8, "struct ebt_nflog_info.flags");
_Static_assert(offsetof(struct ebt_nflog_info, threshold) == 6, "struct ebt_nflog_info.threshold");
