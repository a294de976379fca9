#include <stddef.h>
#include <linux/netfilter/xt_connbytes.h>
_Static_assert(sizeof(struct xt_connbytes_info) == 24, "struct xt_connbytes_info");
_Static_assert(offsetof(struct xt_connbytes_info, count.from) == 0, "struct xt_connbytes_info.count.from");
_Static_assert(offsetof(struct xt_connbytes_info, count.to) == 8, "struct xt_connbytes_info.count.to");
_Static_assert(offsetof(struct xt_connbytes_info, direction) == 17, "struct xt_connbytes_info.direction");
_Static_assert(offsetof(struct xt_connbytes_info, what) == 16, "struct xt_connbytes_info.what");
_Static_assert(offsetof(struct xt_connbytes_info, count) == 0, "struct xt_connbytes_info.count");
