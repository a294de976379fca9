#include <stddef.h>
#include <linux/v4l2-common.h>
_Static_assert(sizeof(struct v4l2_edid) == 40, "struct v4l2_edid");
_Static_assert(offsetof(struct v4l2_edid, edid) == 32, "struct v4l2_edid.edid");
_Static_assert(offsetof(struct v4l2_edid, blocks) == 8, "struct v4l2_edid.blocks");
_Static_assert(offsetof(struct v4l2_edid, pad) == 0, "struct v4l2_edid.pad");
_Static_assert(offsetof(struct v4l2_edid, start_block) == 4, "struct v4l2_edid.start_block");
_Static_assert(offsetof(struct v4l2_edid, reserved) == 12, "struct v4l2_edid.reserved");
