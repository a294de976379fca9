#include <stddef.h>
#include <linux/netfilter/xt_ecn.h>
_Static_assert(sizeof(struct xt_ecn_info) == 4, "struct xt_ecn_info");
_Static_assert(offsetof(struct xt_ecn_info, operation) == 0, "struct xt_ecn_info.operation");
_Static_assert(offsetof(struct xt_ecn_info, invert) == 1, "struct xt_ecn_info.invert");
_Static_assert(offsetof(struct xt_ecn_info, proto.tcp.ect) == 3, "struct xt_ecn_info.proto.tcp.ect");
_Static_assert(offsetof(struct xt_ecn_info, proto.tcp) == 3, "struct xt_ecn_info.proto.tcp");
_Static_assert(offsetof(struct xt_ecn_info, proto) == 3, "struct xt_ecn_info.proto");
_Static_assert(offsetof(struct xt_ecn_info, ip_ect) == 2, "struct xt_ecn_info.ip_ect");
