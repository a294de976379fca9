#include <stddef.h>
#include <linux/netfilter/xt_nfacct.h>
_Static_assert(sizeof(struct xt_nfacct_match_info) == 40, "struct xt_nfacct_match_info");
_Static_assert(offsetof(struct xt_nfacct_match_info, name) == 0, "struct xt_nfacct_match_info.name");
_Static_assert(offsetof(struct xt_nfacct_match_info, nfacct) == 32, "struct xt_nfacct_match_info.nfacct");
_Static_assert(sizeof(struct xt_nfacct_match_info_v1) == 40, "struct xt_nfacct_match_info_v1");
_Static_assert(offsetof(struct xt_nfacct_match_info_v1, name) == 0, "struct xt_nfacct_match_info_v1.name");
_Static_assert(offsetof(struct xt_nfacct_match_info_v1, nfacct) == 32, "struct xt_nfacct_match_info_v1.nfacct");
