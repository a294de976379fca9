#include <stddef.h>
#include <linux/sock_diag.h>
_Static_assert(sizeof(struct sock_diag_req) == 2, "struct sock_diag_req");
_Static_assert(offsetof(struct sock_diag_req, sdiag_protocol) == 1, "struct sock_diag_req.sdiag_protocol");
_Static_assert(offsetof(struct sock_diag_req, sdiag_family) == 0, "struct sock_diag_req.sdiag_family");
