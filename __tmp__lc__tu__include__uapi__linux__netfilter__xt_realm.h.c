#include <stddef.h>
#include <linux/netfilter/xt_realm.h>
_Static_assert(sizeof(struct xt_realm_info) == 12, "struct xt_realm_info");
_Static_assert(offsetof(struct xt_realm_info, id) == 0, "struct xt_realm_info.id");
_Static_assert(offsetof(struct xt_realm_info, invert) == 8, "struct xt_realm_info.invert");
_Static_assert(offsetof(struct xt_realm_info, mask) == 4, "struct xt_realm_info.mask");
