#include <stddef.h>
#include <linux/vfio_ccw.h>
_Static_assert(sizeof(struct ccw_cmd_region) == 8, "struct ccw_cmd_region");
_Static_assert(offsetof(struct ccw_cmd_region, ret_code) == 4, "struct ccw_cmd_region.ret_code");
_Static_assert(offsetof(struct ccw_cmd_region, command) == 0, "struct ccw_cmd_region.command");
_Static_assert(sizeof(struct ccw_crw_region) == 8, "struct ccw_crw_region");
_Static_assert(offsetof(struct ccw_crw_region, pad) == 4, "struct ccw_crw_region.pad");
_Static_assert(offsetof(struct ccw_crw_region, crw) == 0, "struct ccw_crw_region.crw");
_Static_assert(sizeof(struct ccw_io_region) == 124, "struct ccw_io_region");
_Static_assert(offsetof(struct ccw_io_region, ret_code) == 120, "struct ccw_io_region.ret_code");
_Static_assert(offsetof(struct ccw_io_region, orb_area) == 0, "struct ccw_io_region.orb_area");
_Static_assert(offsetof(struct ccw_io_region, irb_area) == 24, "struct ccw_io_region.irb_area");
_Static_assert(offsetof(struct ccw_io_region, scsw_area) == 12, "struct ccw_io_region.scsw_area");
_Static_assert(sizeof(struct ccw_schib_region) == 52, "struct ccw_schib_region");
_Static_assert(offsetof(struct ccw_schib_region, schib_area) == 0, "struct ccw_schib_region.schib_area");
