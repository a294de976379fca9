#include <stddef.h>
#include <linux/netfilter/xt_tcpmss.h>
_Static_assert(sizeof(struct xt_tcpmss_match_info) == 6, "struct xt_tcpmss_match_info");
_Static_assert(offsetof(struct xt_tcpmss_match_info, mss_min) == 0, "struct xt_tcpmss_match_info.mss_min");
_Static_assert(offsetof(struct xt_tcpmss_match_info, invert) == 4, "struct xt_tcpmss_match_info.invert");
_Static_assert(offsetof(struct xt_tcpmss_match_info, mss_max) == 2, "struct xt_tcpmss_match_info.mss_max");
