#include <stddef.h>
#include <linux/udmabuf.h>
_Static_assert(sizeof(struct udmabuf_create) == 24, "struct udmabuf_create");
_Static_assert(offsetof(struct udmabuf_create, memfd) == 0, "struct udmabuf_create.memfd");
_Static_assert(offsetof(struct udmabuf_create, offset) == 8, "struct udmabuf_create.offset");
_Static_assert(offsetof(struct udmabuf_create, size) == 16, "struct udmabuf_create.size");
_Static_assert(offsetof(struct udmabuf_create, flags) == 4, "struct udmabuf_create.flags");
_Static_assert(sizeof(struct udmabuf_create_item) == 24, "struct udmabuf_create_item");
_Static_assert(offsetof(struct udmabuf_create_item, memfd) == 0, "struct udmabuf_create_item.memfd");
_Static_assert(offsetof(struct udmabuf_create_item, offset) == 8, "struct udmabuf_create_item.offset");
_Static_assert(offsetof(struct udmabuf_create_item, size) == 16, "struct udmabuf_create_item.size");
_Static_assert(offsetof(struct udmabuf_create_item, __pad) == 4, "struct udmabuf_create_item.__pad");
_Static_assert(sizeof(struct udmabuf_create_list) == 8, "struct udmabuf_create_list");
_Static_assert(offsetof(struct udmabuf_create_list, list) == 8, "struct udmabuf_create_list.list");
_Static_assert(offsetof(struct udmabuf_create_list, flags) == 0, "struct udmabuf_create_list.flags");
_Static_assert(offsetof(struct udmabuf_create_list, count) == 4, "struct udmabuf_create_list.count");
