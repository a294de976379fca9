#include <stddef.h>
#include <linux/connector.h>
_Static_assert(sizeof(struct cb_id) == 8, "struct cb_id");
_Static_assert(offsetof(struct cb_id, idx) == 0, "struct cb_id.idx");
_Static_assert(offsetof(struct cb_id, val) == 4, "struct cb_id.val");
_Static_assert(sizeof(struct cn_msg) == 20, "struct cn_msg");
_Static_assert(offsetof(struct cn_msg, ack) == 12, "struct cn_msg.ack");
_Static_assert(offsetof(struct cn_msg, len) == 16, "struct cn_msg.len");
_Static_assert(offsetof(struct cn_msg, id) == 0, "struct cn_msg.id");
_Static_assert(offsetof(struct cn_msg, data) == 20, "struct cn_msg.data");
_Static_assert(offsetof(struct cn_msg, flags) == 18, "struct cn_msg.flags");
_Static_assert(offsetof(struct cn_msg, seq) == 8, "struct cn_msg.seq");
