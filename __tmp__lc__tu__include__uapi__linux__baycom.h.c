#include <stddef.h>
#include <linux/baycom.h>
_Static_assert(sizeof(struct baycom_debug_data) == 24, "struct baycom_debug_data");
_Static_assert(offsetof(struct baycom_debug_data, debug1) == 0, "struct baycom_debug_data.debug1");
_Static_assert(offsetof(struct baycom_debug_data, debug2) == 8, "struct baycom_debug_data.debug2");
_Static_assert(offsetof(struct baycom_debug_data, debug3) == 16, "struct baycom_debug_data.debug3");
_Static_assert(sizeof(struct baycom_ioctl) == 32, "struct baycom_ioctl");
_Static_assert(offsetof(struct baycom_ioctl, data) == 8, "struct baycom_ioctl.data");
_Static_assert(offsetof(struct baycom_ioctl, cmd) == 0, "struct baycom_ioctl.cmd");
_Static_assert(offsetof(struct baycom_ioctl, data.dbg) == 8, "struct baycom_ioctl.data.dbg");
