#include <stddef.h>
#include <linux/netfilter/xt_statistic.h>
_Static_assert(sizeof(struct xt_statistic_info) == 24, "struct xt_statistic_info");
_Static_assert(offsetof(struct xt_statistic_info, u.nth.packet) == 8, "struct xt_statistic_info.u.nth.packet");
_Static_assert(offsetof(struct xt_statistic_info, u) == 4, "struct xt_statistic_info.u");
_Static_assert(offsetof(struct xt_statistic_info, u.nth.count) == 12, "struct xt_statistic_info.u.nth.count");
_Static_assert(offsetof(struct xt_statistic_info, mode) == 0, "struct xt_statistic_info.mode");
_Static_assert(offsetof(struct xt_statistic_info, u.random) == 4, "struct xt_statistic_info.u.random");
_Static_assert(offsetof(struct xt_statistic_info, u.nth.every) == 4, "struct xt_statistic_info.u.nth.every");
_Static_assert(offsetof(struct xt_statistic_info, flags) == 2, "struct xt_statistic_info.flags");
_Static_assert(offsetof(struct xt_statistic_info, u.nth) == 4, "struct xt_statistic_info.u.nth");
_Static_assert(offsetof(struct xt_statistic_info, master) == 16, "struct xt_statistic_info.master");
_Static_assert(offsetof(struct xt_statistic_info, u.random.probability) == 4, "struct xt_statistic_info.u.random.probability");
