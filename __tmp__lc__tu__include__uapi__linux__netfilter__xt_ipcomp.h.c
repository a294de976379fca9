#include <stddef.h>
#include <linux/netfilter/xt_ipcomp.h>
_Static_assert(sizeof(struct xt_ipcomp) == 12, "struct xt_ipcomp");
_Static_assert(offsetof(struct xt_ipcomp, spis) == 0, "struct xt_ipcomp.spis");
_Static_assert(offsetof(struct xt_ipcomp, invflags) == 8, "struct xt_ipcomp.invflags");
_Static_assert(offsetof(struct xt_ipcomp, hdrres) == 9, "struct xt_ipcomp.hdrres");
