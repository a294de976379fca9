#include <stddef.h>
#include <linux/netfilter_bridge/ebt_mark_t.h>
_Static_assert(sizeof(struct ebt_mark_t_info) == 16, "struct ebt_mark_t_info");
_Static_assert(offsetof(struct ebt_mark_t_info, target) == 8, "struct ebt_mark_t_info.target");
_Static_assert(offsetof(struct ebt_mark_t_info, mark) == 0, "struct ebt_mark_t_info.mark");
