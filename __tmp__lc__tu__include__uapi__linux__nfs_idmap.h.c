#include <stddef.h>
#include <linux/nfs_idmap.h>
_Static_assert(sizeof(struct idmap_msg) == 140, "struct idmap_msg");
_Static_assert(offsetof(struct idmap_msg, im_conv) == 1, "struct idmap_msg.im_conv");
_Static_assert(offsetof(struct idmap_msg, im_type) == 0, "struct idmap_msg.im_type");
_Static_assert(offsetof(struct idmap_msg, im_status) == 136, "struct idmap_msg.im_status");
_Static_assert(offsetof(struct idmap_msg, im_id) == 132, "struct idmap_msg.im_id");
_Static_assert(offsetof(struct idmap_msg, im_name) == 2, "struct idmap_msg.im_name");
