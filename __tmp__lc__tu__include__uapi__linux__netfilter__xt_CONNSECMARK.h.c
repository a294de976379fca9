#include <stddef.h>
#include <linux/netfilter/xt_CONNSECMARK.h>
_Static_assert(sizeof(struct xt_connsecmark_target_info) == 1, "struct xt_connsecmark_target_info");
_Static_assert(offsetof(struct xt_connsecmark_target_info, mode) == 0, "struct xt_connsecmark_target_info.mode");
