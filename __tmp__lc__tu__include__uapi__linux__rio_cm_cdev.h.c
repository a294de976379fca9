#include <stddef.h>
#include <linux/rio_cm_cdev.h>
_Static_assert(sizeof(struct rio_cm_accept) == 8, "struct rio_cm_accept");
_Static_assert(offsetof(struct rio_cm_accept, wait_to) == 4, "struct rio_cm_accept.wait_to");
_Static_assert(offsetof(struct rio_cm_accept, pad0) == 2, "struct rio_cm_accept.pad0");
_Static_assert(offsetof(struct rio_cm_accept, ch_num) == 0, "struct rio_cm_accept.ch_num");
_Static_assert(sizeof(struct rio_cm_channel) == 8, "struct rio_cm_channel");
_Static_assert(offsetof(struct rio_cm_channel, mport_id) == 6, "struct rio_cm_channel.mport_id");
_Static_assert(offsetof(struct rio_cm_channel, id) == 0, "struct rio_cm_channel.id");
_Static_assert(offsetof(struct rio_cm_channel, remote_destid) == 4, "struct rio_cm_channel.remote_destid");
_Static_assert(offsetof(struct rio_cm_channel, remote_channel) == 2, "struct rio_cm_channel.remote_channel");
_Static_assert(sizeof(struct rio_cm_msg) == 16, "struct rio_cm_msg");
_Static_assert(offsetof(struct rio_cm_msg, rxto) == 4, "struct rio_cm_msg.rxto");
_Static_assert(offsetof(struct rio_cm_msg, msg) == 8, "struct rio_cm_msg.msg");
_Static_assert(offsetof(struct rio_cm_msg, size) == 2, "struct rio_cm_msg.size");
_Static_assert(offsetof(struct rio_cm_msg, ch_num) == 0, "struct rio_cm_msg.ch_num");
