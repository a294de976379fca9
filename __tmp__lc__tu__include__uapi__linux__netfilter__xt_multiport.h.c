#include <stddef.h>
#include <linux/netfilter/xt_multiport.h>
_Static_assert(sizeof(struct xt_multiport) == 32, "struct xt_multiport");
_Static_assert(offsetof(struct xt_multiport, ports) == 2, "struct xt_multiport.ports");
_Static_assert(offsetof(struct xt_multiport, flags) == 0, "struct xt_multiport.flags");
_Static_assert(offsetof(struct xt_multiport, count) == 1, "struct xt_multiport.count");
_Static_assert(sizeof(struct xt_multiport_v1) == 48, "struct xt_multiport_v1");
_Static_assert(offsetof(struct xt_multiport_v1, pflags) == 32, "struct xt_multiport_v1.pflags");
_Static_assert(offsetof(struct xt_multiport_v1, ports) == 2, "struct xt_multiport_v1.ports");
_Static_assert(offsetof(struct xt_multiport_v1, invert) == 47, "struct xt_multiport_v1.invert");
_Static_assert(offsetof(struct xt_multiport_v1, flags) == 0, "struct xt_multiport_v1.flags");
_Static_assert(offsetof(struct xt_multiport_v1, count) == 1, "struct xt_multiport_v1.count");
