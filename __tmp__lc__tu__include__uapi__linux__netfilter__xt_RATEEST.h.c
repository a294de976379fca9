#include <stddef.h>
#include <linux/netfilter/xt_RATEEST.h>
_Static_assert(sizeof(struct xt_rateest_target_info) == 32, "struct xt_rateest_target_info");
_Static_assert(offsetof(struct xt_rateest_target_info, ewma_log) == 17, "struct xt_rateest_target_info.ewma_log");
_Static_assert(offsetof(struct xt_rateest_target_info, name) == 0, "struct xt_rateest_target_info.name");
_Static_assert(offsetof(struct xt_rateest_target_info, est) == 24, "struct xt_rateest_target_info.est");
_Static_assert(offsetof(struct xt_rateest_target_info, interval) == 16, "struct xt_rateest_target_info.interval");
