#include <stddef.h>
#include <linux/netfilter_bridge/ebt_redirect.h>
_Static_assert(sizeof(struct ebt_redirect_info) == 4, "struct ebt_redirect_info");
_Static_assert(offsetof(struct ebt_redirect_info, target) == 0, "struct ebt_redirect_info.target");
