#include <stddef.h>
#include <linux/netfilter/xt_time.h>
_Static_assert(sizeof(struct xt_time_info) == 24, "struct xt_time_info");
_Static_assert(offsetof(struct xt_time_info, daytime_stop) == 12, "struct xt_time_info.daytime_stop");
_Static_assert(offsetof(struct xt_time_info, date_stop) == 4, "struct xt_time_info.date_stop");
_Static_assert(offsetof(struct xt_time_info, weekdays_match) == 20, "struct xt_time_info.weekdays_match");
_Static_assert(offsetof(struct xt_time_info, monthdays_match) == 16, "struct xt_time_info.monthdays_match");
_Static_assert(offsetof(struct xt_time_info, daytime_start) == 8, "struct xt_time_info.daytime_start");
_Static_assert(offsetof(struct xt_time_info, date_start) == 0, "struct xt_time_info.date_start");
_Static_assert(offsetof(struct xt_time_info, flags) == 21, "struct xt_time_info.flags");
