#include <stddef.h>
#include <linux/netfilter/xt_state.h>
_Static_assert(sizeof(struct xt_state_info) == 4, "struct xt_state_info");
_Static_assert(offsetof(struct xt_state_info, statemask) == 0, "struct xt_state_info.statemask");
