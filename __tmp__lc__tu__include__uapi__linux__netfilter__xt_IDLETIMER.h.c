#include <stddef.h>
#include <linux/netfilter/xt_IDLETIMER.h>
_Static_assert(sizeof(struct idletimer_tg_info) == 40, "struct idletimer_tg_info");
_Static_assert(offsetof(struct idletimer_tg_info, timeout) == 0, "struct idletimer_tg_info.timeout");
_Static_assert(offsetof(struct idletimer_tg_info, timer) == 32, "struct idletimer_tg_info.timer");
_Static_assert(offsetof(struct idletimer_tg_info, label) == 4, "struct idletimer_tg_info.label");
_Static_assert(sizeof(struct idletimer_tg_info_v1) == 48, "struct idletimer_tg_info_v1");
_Static_assert(offsetof(struct idletimer_tg_info_v1, timeout) == 0, "struct idletimer_tg_info_v1.timeout");
_Static_assert(offsetof(struct idletimer_tg_info_v1, timer_type) == 33, "struct idletimer_tg_info_v1.timer_type");
_Static_assert(offsetof(struct idletimer_tg_info_v1, timer) == 40, "struct idletimer_tg_info_v1.timer");
_Static_assert(offsetof(struct idletimer_tg_info_v1, send_nl_msg) == 32, "struct idletimer_tg_info_v1.send_nl_msg");
_Static_assert(offsetof(struct idletimer_tg_info_v1, label) == 4, "struct idletimer_tg_info_v1.label");
