#include <stddef.h>
#include <linux/netfilter/xt_l2tp.h>
_Static_assert(sizeof(struct xt_l2tp_info) == 12, "struct xt_l2tp_info");
_Static_assert(offsetof(struct xt_l2tp_info, type) == 9, "struct xt_l2tp_info.type");
_Static_assert(offsetof(struct xt_l2tp_info, sid) == 4, "struct xt_l2tp_info.sid");
_Static_assert(offsetof(struct xt_l2tp_info, version) == 8, "struct xt_l2tp_info.version");
_Static_assert(offsetof(struct xt_l2tp_info, flags) == 10, "struct xt_l2tp_info.flags");
_Static_assert(offsetof(struct xt_l2tp_info, tid) == 0, "struct xt_l2tp_info.tid");
