#include <stddef.h>
#include <linux/netfilter/xt_rateest.h>
_Static_assert(sizeof(struct xt_rateest_match_info) == 72, "struct xt_rateest_match_info");
_Static_assert(offsetof(struct xt_rateest_match_info, est2) == 64, "struct xt_rateest_match_info.est2");
_Static_assert(offsetof(struct xt_rateest_match_info, mode) == 34, "struct xt_rateest_match_info.mode");
_Static_assert(offsetof(struct xt_rateest_match_info, bps1) == 36, "struct xt_rateest_match_info.bps1");
_Static_assert(offsetof(struct xt_rateest_match_info, est1) == 56, "struct xt_rateest_match_info.est1");
_Static_assert(offsetof(struct xt_rateest_match_info, flags) == 32, "struct xt_rateest_match_info.flags");
_Static_assert(offsetof(struct xt_rateest_match_info, pps1) == 40, "struct xt_rateest_match_info.pps1");
_Static_assert(offsetof(struct xt_rateest_match_info, bps2) == 44, "struct xt_rateest_match_info.bps2");
_Static_assert(offsetof(struct xt_rateest_match_info, name1) == 0, "struct xt_rateest_match_info.name1");
_Static_assert(offsetof(struct xt_rateest_match_info, pps2) == 48, "struct xt_rateest_match_info.pps2");
_Static_assert(offsetof(struct xt_rateest_match_info, name2) == 16, "struct xt_rateest_match_info.name2");
