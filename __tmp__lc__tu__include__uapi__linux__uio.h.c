#include <stddef.h>
#include <linux/uio.h>
_Static_assert(sizeof(struct dmabuf_cmsg) == 24, "struct dmabuf_cmsg");
_Static_assert(offsetof(struct dmabuf_cmsg, frag_offset) == 0, "struct dmabuf_cmsg.frag_offset");
_Static_assert(offsetof(struct dmabuf_cmsg, frag_token) == 12, "struct dmabuf_cmsg.frag_token");
_Static_assert(offsetof(struct dmabuf_cmsg, dmabuf_id) == 16, "struct dmabuf_cmsg.dmabuf_id");
_Static_assert(offsetof(struct dmabuf_cmsg, frag_size) == 8, "struct dmabuf_cmsg.frag_size");
_Static_assert(offsetof(struct dmabuf_cmsg, flags) == 20, "struct dmabuf_cmsg.flags");
_Static_assert(sizeof(struct dmabuf_token) == 8, "struct dmabuf_token");
_Static_assert(offsetof(struct dmabuf_token, token_start) == 0, "struct dmabuf_token.token_start");
_Static_assert(offsetof(struct dmabuf_token, token_count) == 4, "struct dmabuf_token.token_count");
_Static_assert(sizeof(struct iovec) == 16, "struct iovec");
_Static_assert(offsetof(struct iovec, iov_base) == 0, "struct iovec.iov_base");
_Static_assert(offsetof(struct iovec, iov_len) == 8, "struct iovec.iov_len");
