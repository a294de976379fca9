#include <stddef.h>
#include <linux/v4l2-mediabus.h>
_Static_assert(sizeof(struct v4l2_mbus_framefmt) == 48, "struct v4l2_mbus_framefmt");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, height) == 4, "struct v4l2_mbus_framefmt.height");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, quantization) == 22, "struct v4l2_mbus_framefmt.quantization");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, xfer_func) == 24, "struct v4l2_mbus_framefmt.xfer_func");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, hsv_enc) == 20, "struct v4l2_mbus_framefmt.hsv_enc");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, colorspace) == 16, "struct v4l2_mbus_framefmt.colorspace");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, width) == 0, "struct v4l2_mbus_framefmt.width");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, ycbcr_enc) == 20, "struct v4l2_mbus_framefmt.ycbcr_enc");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, field) == 12, "struct v4l2_mbus_framefmt.field");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, flags) == 26, "struct v4l2_mbus_framefmt.flags");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, code) == 8, "struct v4l2_mbus_framefmt.code");
_Static_assert(offsetof(struct v4l2_mbus_framefmt, reserved) == 28, "struct v4l2_mbus_framefmt.reserved");
