#include <stddef.h>
#include <linux/can/bcm.h>
_Static_assert(sizeof(struct bcm_msg_head) == 56, "struct bcm_msg_head");
_Static_assert(offsetof(struct bcm_msg_head, ival2) == 32, "struct bcm_msg_head.ival2");
_Static_assert(offsetof(struct bcm_msg_head, frames) == 56, "struct bcm_msg_head.frames");
_Static_assert(offsetof(struct bcm_msg_head, can_id) == 48, "struct bcm_msg_head.can_id");
_Static_assert(offsetof(struct bcm_msg_head, ival1) == 16, "struct bcm_msg_head.ival1");
_Static_assert(offsetof(struct bcm_msg_head, nframes) == 52, "struct bcm_msg_head.nframes");
_Static_assert(offsetof(struct bcm_msg_head, opcode) == 0, "struct bcm_msg_head.opcode");
_Static_assert(offsetof(struct bcm_msg_head, flags) == 4, "struct bcm_msg_head.flags");
_Static_assert(offsetof(struct bcm_msg_head, count) == 8, "struct bcm_msg_head.count");
_Static_assert(sizeof(struct bcm_timeval) == 16, "struct bcm_timeval");
_Static_assert(offsetof(struct bcm_timeval, tv_sec) == 0, "struct bcm_timeval.tv_sec");
_Static_assert(offsetof(struct bcm_timeval, tv_usec) == 8, "struct bcm_timeval.tv_usec");
