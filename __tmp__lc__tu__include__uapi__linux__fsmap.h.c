#include <stddef.h>
#include <linux/fsmap.h>
_Static_assert(sizeof(struct fsmap) == 64, "struct fsmap");
_Static_assert(offsetof(struct fsmap, fmr_flags) == 4, "struct fsmap.fmr_flags");
_Static_assert(offsetof(struct fsmap, fmr_owner) == 16, "struct fsmap.fmr_owner");
_Static_assert(offsetof(struct fsmap, fmr_length) == 32, "struct fsmap.fmr_length");
_Static_assert(offsetof(struct fsmap, fmr_device) == 0, "struct fsmap.fmr_device");
_Static_assert(offsetof(struct fsmap, fmr_physical) == 8, "struct fsmap.fmr_physical");
_Static_assert(offsetof(struct fsmap, fmr_offset) == 24, "struct fsmap.fmr_offset");
_Static_assert(offsetof(struct fsmap, fmr_reserved) == 40, "struct fsmap.fmr_reserved");
_Static_assert(sizeof(struct fsmap_head) == 192, "struct fsmap_head");
_Static_assert(offsetof(struct fsmap_head, fmh_count) == 8, "struct fsmap_head.fmh_count");
_Static_assert(offsetof(struct fsmap_head, fmh_iflags) == 0, "struct fsmap_head.fmh_iflags");
_Static_assert(offsetof(struct fsmap_head, fmh_entries) == 12, "struct fsmap_head.fmh_entries");
_Static_assert(offsetof(struct fsmap_head, fmh_keys) == 64, "struct fsmap_head.fmh_keys");
_Static_assert(offsetof(struct fsmap_head, fmh_reserved) == 16, "struct fsmap_head.fmh_reserved");
_Static_assert(offsetof(struct fsmap_head, fmh_recs) == 192, "struct fsmap_head.fmh_recs");
_Static_assert(offsetof(struct fsmap_head, fmh_oflags) == 4, "struct fsmap_head.fmh_oflags");
