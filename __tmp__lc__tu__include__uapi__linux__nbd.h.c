#include <stddef.h>
#include <linux/nbd.h>
_Static_assert(sizeof(struct nbd_reply) == 16, "struct nbd_reply");
_Static_assert(offsetof(struct nbd_reply, magic) == 0, "struct nbd_reply.magic");
_Static_assert(offsetof(struct nbd_reply, error) == 4, "struct nbd_reply.error");
_Static_assert(offsetof(struct nbd_reply, handle) == 8, "struct nbd_reply.handle");
_Static_assert(offsetof(struct nbd_reply, cookie) == 8, "struct nbd_reply.cookie");
_Static_assert(sizeof(struct nbd_request) == 28, "struct nbd_request");
_Static_assert(offsetof(struct nbd_request, magic) == 0, "struct nbd_request.magic");
_Static_assert(offsetof(struct nbd_request, len) == 24, "struct nbd_request.len");
_Static_assert(offsetof(struct nbd_request, type) == 4, "struct nbd_request.type");
_Static_assert(offsetof(struct nbd_request, handle) == 8, "struct nbd_request.handle");
_Static_assert(offsetof(struct nbd_request, from) == 16, "struct nbd_request.from");
_Static_assert(offsetof(struct nbd_request, cookie) == 8, "struct nbd_request.cookie");
