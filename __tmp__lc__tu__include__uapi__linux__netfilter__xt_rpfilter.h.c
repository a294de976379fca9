#include <stddef.h>
#include <linux/netfilter/xt_rpfilter.h>
_Static_assert(sizeof(struct xt_rpfilter_info) == 1, "struct xt_rpfilter_info");
_Static_assert(offsetof(struct xt_rpfilter_info, flags) == 0, "struct xt_rpfilter_info.flags");
