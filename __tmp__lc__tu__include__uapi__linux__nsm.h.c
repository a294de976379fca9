#include <stddef.h>
#include <linux/nsm.h>
_Static_assert(sizeof(struct nsm_iovec) == 16, "struct nsm_iovec");
_Static_assert(offsetof(struct nsm_iovec, len) == 8, "struct nsm_iovec.len");
_Static_assert(offsetof(struct nsm_iovec, addr) == 0, "struct nsm_iovec.addr");
_Static_assert(sizeof(struct nsm_raw) == 32, "struct nsm_raw");
_Static_assert(offsetof(struct nsm_raw, response) == 16, "struct nsm_raw.response");
_Static_assert(offsetof(struct nsm_raw, request) == 0, "struct nsm_raw.request");
