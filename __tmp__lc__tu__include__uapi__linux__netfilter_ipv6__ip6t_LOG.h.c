#include <stddef.h>
#include <linux/netfilter_ipv6/ip6t_LOG.h>
_Static_assert(sizeof(struct ip6t_log_info) == 32, "struct ip6t_log_info");
_Static_assert(offsetof(struct ip6t_log_info, logflags) == 1, "struct ip6t_log_info.logflags");
_Static_assert(offsetof(struct ip6t_log_info, prefix) == 2, "struct ip6t_log_info.prefix");
_Static_assert(offsetof(struct ip6t_log_info, level) == 0, "struct ip6t_log_info.level");
