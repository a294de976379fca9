#include <stddef.h>
#include <linux/netfilter/xt_length.h>
_Static_assert(sizeof(struct xt_length_info) == 6, "struct xt_length_info");
_Static_assert(offsetof(struct xt_length_info, min) == 0, "struct xt_length_info.min");
_Static_assert(offsetof(struct xt_length_info, max) == 2, "struct xt_length_info.max");
_Static_assert(offsetof(struct xt_length_info, invert) == 4, "struct xt_length_info.invert");
