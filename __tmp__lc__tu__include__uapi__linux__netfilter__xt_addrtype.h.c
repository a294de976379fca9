#include <stddef.h>
#include <linux/netfilter/xt_addrtype.h>
_Static_assert(sizeof(struct xt_addrtype_info) == 12, "struct xt_addrtype_info");
_Static_assert(offsetof(struct xt_addrtype_info, invert_dest) == 8, "struct xt_addrtype_info.invert_dest");
_Static_assert(offsetof(struct xt_addrtype_info, dest) == 2, "struct xt_addrtype_info.dest");
_Static_assert(offsetof(struct xt_addrtype_info, source) == 0, "struct xt_addrtype_info.source");
_Static_assert(offsetof(struct xt_addrtype_info, invert_source) == 4, "struct xt_addrtype_info.invert_source");
_Static_assert(sizeof(struct xt_addrtype_info_v1) == 8, "struct xt_addrtype_info_v1");
_Static_assert(offsetof(struct xt_addrtype_info_v1, dest) == 2, "struct xt_addrtype_info_v1.dest");
_Static_assert(offsetof(struct xt_addrtype_info_v1, source) == 0, "struct xt_addrtype_info_v1.source");
_Static_assert(offsetof(struct xt_addrtype_info_v1, flags) == 4, "struct xt_addrtype_info_v1.flags");
