#include <stddef.h>
#include <linux/hpet.h>
_Static_assert(sizeof(struct hpet_info) == 24, "struct hpet_info");
_Static_assert(offsetof(struct hpet_info, hi_timer) == 18, "struct hpet_info.hi_timer");
_Static_assert(offsetof(struct hpet_info, hi_ireqfreq) == 0, "struct hpet_info.hi_ireqfreq");
_Static_assert(offsetof(struct hpet_info, hi_hpet) == 16, "struct hpet_info.hi_hpet");
_Static_assert(offsetof(struct hpet_info, hi_flags) == 8, "struct hpet_info.hi_flags");
