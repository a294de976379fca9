#include <stddef.h>
#include <linux/netfilter/xt_LOG.h>
_Static_assert(sizeof(struct xt_log_info) == 32, "struct xt_log_info");
_Static_assert(offsetof(struct xt_log_info, logflags) == 1, "struct xt_log_info.logflags");
_Static_assert(offsetof(struct xt_log_info, prefix) == 2, "struct xt_log_info.prefix");
_Static_assert(offsetof(struct xt_log_info, level) == 0, "struct xt_log_info.level");
