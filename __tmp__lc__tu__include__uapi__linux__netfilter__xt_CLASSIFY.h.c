#include <stddef.h>
#include <linux/netfilter/xt_CLASSIFY.h>
_Static_assert(sizeof(struct xt_classify_target_info) == 4, "struct xt_classify_target_info");
_Static_assert(offsetof(struct xt_classify_target_info, priority) == 0, "struct xt_classify_target_info.priority");
