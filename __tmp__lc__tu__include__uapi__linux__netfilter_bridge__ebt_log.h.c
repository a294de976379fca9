#include <stddef.h>
#include <linux/netfilter_bridge/ebt_log.h>
_Static_assert(sizeof(struct ebt_log_info) == 36, "struct ebt_log_info");
_Static_assert(offsetof(struct ebt_log_info, prefix) == 1, "struct ebt_log_info.prefix");
_Static_assert(offsetof(struct ebt_log_info, bitmask) == 32, "struct ebt_log_info.bitmask");
_Static_assert(offsetof(struct ebt_log_info, loglevel) == 0, "struct ebt_log_info.loglevel");
