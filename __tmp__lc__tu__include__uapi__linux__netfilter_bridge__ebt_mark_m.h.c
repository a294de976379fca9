#include <stddef.h>
#include <linux/netfilter_bridge/ebt_mark_m.h>
_Static_assert(sizeof(struct ebt_mark_m_info) == 24, "struct ebt_mark_m_info");
_Static_assert(offsetof(struct ebt_mark_m_info, mark) == 0, "struct ebt_mark_m_info.mark");
_Static_assert(offsetof(struct ebt_mark_m_info, invert) == 16, "struct ebt_mark_m_info.invert");
_Static_assert(offsetof(struct ebt_mark_m_info, bitmask) == 17, "struct ebt_mark_m_info.bitmask");
_Static_assert(offsetof(struct ebt_mark_m_info, mask) == 8, "struct ebt_mark_m_info.mask");
