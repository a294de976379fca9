#include <stddef.h>
#include <linux/nexthop.h>
_Static_assert(sizeof(struct nexthop_grp) == 8, "struct nexthop_grp");
_Static_assert(offsetof(struct nexthop_grp, weight_high) == 5, "struct nexthop_grp.weight_high");
_Static_assert(offsetof(struct nexthop_grp, resvd2) == 6, "struct nexthop_grp.resvd2");
_Static_assert(offsetof(struct nexthop_grp, id) == 0, "struct nexthop_grp.id");
_Static_assert(offsetof(struct nexthop_grp, weight) == 4, "struct nexthop_grp.weight");
_Static_assert(sizeof(struct nhmsg) == 8, "struct nhmsg");
_Static_assert(offsetof(struct nhmsg, nh_family) == 0, "struct nhmsg.nh_family");
_Static_assert(offsetof(struct nhmsg, resvd) == 3, "struct nhmsg.resvd");
_Static_assert(offsetof(struct nhmsg, nh_scope) == 1, "struct nhmsg.nh_scope");
_Static_assert(offsetof(struct nhmsg, nh_protocol) == 2, "struct nhmsg.nh_protocol");
_Static_assert(offsetof(struct nhmsg, nh_flags) == 4, "struct nhmsg.nh_flags");
