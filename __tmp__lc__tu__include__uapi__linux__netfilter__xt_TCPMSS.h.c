#include <stddef.h>
#include <linux/netfilter/xt_TCPMSS.h>
_Static_assert(sizeof(struct xt_tcpmss_info) == 2, "struct xt_tcpmss_info");
_Static_assert(offsetof(struct xt_tcpmss_info, mss) == 0, "struct xt_tcpmss_info.mss");
