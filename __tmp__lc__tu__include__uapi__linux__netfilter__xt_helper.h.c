#include <stddef.h>
#include <linux/netfilter/xt_helper.h>
_Static_assert(sizeof(struct xt_helper_info) == 36, "struct xt_helper_info");
_Static_assert(offsetof(struct xt_helper_info, invert) == 0, "struct xt_helper_info.invert");
_Static_assert(offsetof(struct xt_helper_info, name) == 4, "struct xt_helper_info.name");
