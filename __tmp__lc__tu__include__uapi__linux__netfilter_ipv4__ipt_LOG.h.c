#include <stddef.h>
#include <linux/netfilter_ipv4/ipt_LOG.h>
_Static_assert(sizeof(struct ipt_log_info) == 32, "struct ipt_log_info");
_Static_assert(offsetof(struct ipt_log_info, logflags) == 1, "struct ipt_log_info.logflags");
_Static_assert(offsetof(struct ipt_log_info, prefix) == 2, "struct ipt_log_info.prefix");
_Static_assert(offsetof(struct ipt_log_info, level) == 0, "struct ipt_log_info.level");
