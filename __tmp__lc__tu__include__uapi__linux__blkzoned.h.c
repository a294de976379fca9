#include <stddef.h>
#include <linux/blkzoned.h>
_Static_assert(sizeof(struct blk_zone) == 64, "struct blk_zone");
_Static_assert(offsetof(struct blk_zone, reset) == 27, "struct blk_zone.reset");
_Static_assert(offsetof(struct blk_zone, capacity) == 32, "struct blk_zone.capacity");
_Static_assert(offsetof(struct blk_zone, len) == 8, "struct blk_zone.len");
_Static_assert(offsetof(struct blk_zone, type) == 24, "struct blk_zone.type");
_Static_assert(offsetof(struct blk_zone, start) == 0, "struct blk_zone.start");
_Static_assert(offsetof(struct blk_zone, non_seq) == 26, "struct blk_zone.non_seq");
_Static_assert(offsetof(struct blk_zone, wp) == 16, "struct blk_zone.wp");
_Static_assert(offsetof(struct blk_zone, resv) == 28, "struct blk_zone.resv");
_Static_assert(offsetof(struct blk_zone, reserved) == 40, "struct blk_zone.reserved");
_Static_assert(offsetof(struct blk_zone, cond) == 25, "struct blk_zone.cond");
_Static_assert(sizeof(struct blk_zone_range) == 16, "struct blk_zone_range");
_Static_assert(offsetof(struct blk_zone_range, sector) == 0, "struct blk_zone_range.sector");
_Static_assert(offsetof(struct blk_zone_range, nr_sectors) == 8, "struct blk_zone_range.nr_sectors");
_Static_assert(sizeof(struct blk_zone_report) == 16, "struct blk_zone_report");
_Static_assert(offsetof(struct blk_zone_report, nr_zones) == 8, "struct blk_zone_report.nr_zones");
_Static_assert(offsetof(struct blk_zone_report, sector) == 0, "struct blk_zone_report.sector");
_Static_assert(offsetof(struct blk_zone_report, zones) == 16, "struct blk_zone_report.zones");
_Static_assert(offsetof(struct blk_zone_report, flags) == 12, "struct blk_zone_report.flags");
