#include <stddef.h>
#include <linux/netfilter_ipv4/ipt_ECN.h>
_Static_assert(sizeof(struct ipt_ECN_info) == 3, "struct ipt_ECN_info");
_Static_assert(offsetof(struct ipt_ECN_info, operation) == 0, "struct ipt_ECN_info.operation");
_Static_assert(offsetof(struct ipt_ECN_info, proto.tcp) == 2, "struct ipt_ECN_info.proto.tcp");
_Static_assert(offsetof(struct ipt_ECN_info, proto) == 2, "struct ipt_ECN_info.proto");
_Static_assert(offsetof(struct ipt_ECN_info, ip_ect) == 1, "struct ipt_ECN_info.ip_ect");
