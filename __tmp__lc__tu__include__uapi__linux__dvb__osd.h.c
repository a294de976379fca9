#include <stddef.h>
#include <linux/dvb/osd.h>
_Static_assert(sizeof(struct osd_cap_s) == 16, "struct osd_cap_s");
_Static_assert(offsetof(struct osd_cap_s, cmd) == 0, "struct osd_cap_s.cmd");
_Static_assert(offsetof(struct osd_cap_s, val) == 8, "struct osd_cap_s.val");
_Static_assert(sizeof(struct osd_cmd_s) == 32, "struct osd_cmd_s");
_Static_assert(offsetof(struct osd_cmd_s, x1) == 12, "struct osd_cmd_s.x1");
_Static_assert(offsetof(struct osd_cmd_s, y0) == 8, "struct osd_cmd_s.y0");
_Static_assert(offsetof(struct osd_cmd_s, x0) == 4, "struct osd_cmd_s.x0");
_Static_assert(offsetof(struct osd_cmd_s, color) == 20, "struct osd_cmd_s.color");
_Static_assert(offsetof(struct osd_cmd_s, y1) == 16, "struct osd_cmd_s.y1");
_Static_assert(offsetof(struct osd_cmd_s, data) == 24, "struct osd_cmd_s.data");
_Static_assert(offsetof(struct osd_cmd_s, cmd) == 0, "struct osd_cmd_s.cmd");
