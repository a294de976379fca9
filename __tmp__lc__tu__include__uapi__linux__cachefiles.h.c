#include <stddef.h>
#include <linux/cachefiles.h>
_Static_assert(sizeof(struct cachefiles_msg) == 16, "struct cachefiles_msg");
_Static_assert(offsetof(struct cachefiles_msg, len) == 8, "struct cachefiles_msg.len");
_Static_assert(offsetof(struct cachefiles_msg, data) == 16, "struct cachefiles_msg.data");
_Static_assert(offsetof(struct cachefiles_msg, opcode) == 4, "struct cachefiles_msg.opcode");
_Static_assert(offsetof(struct cachefiles_msg, msg_id) == 0, "struct cachefiles_msg.msg_id");
_Static_assert(offsetof(struct cachefiles_msg, object_id) == 12, "struct cachefiles_msg.object_id");
_Static_assert(sizeof(struct cachefiles_open) == 16, "struct cachefiles_open");
_Static_assert(offsetof(struct cachefiles_open, volume_key_size) == 0, "struct cachefiles_open.volume_key_size");
_Static_assert(offsetof(struct cachefiles_open, fd) == 8, "struct cachefiles_open.fd");
_Static_assert(offsetof(struct cachefiles_open, data) == 16, "struct cachefiles_open.data");
_Static_assert(offsetof(struct cachefiles_open, flags) == 12, "struct cachefiles_open.flags");
_Static_assert(offsetof(struct cachefiles_open, cookie_key_size) == 4, "struct cachefiles_open.cookie_key_size");
_Static_assert(sizeof(struct cachefiles_read) == 16, "struct cachefiles_read");
_Static_assert(offsetof(struct cachefiles_read, off) == 0, "struct cachefiles_read.off");
_Static_assert(offsetof(struct cachefiles_read, len) == 8, "struct cachefiles_read.len");
