#include <stddef.h>
#include <linux/tipc_sockets_diag.h>
_Static_assert(sizeof(struct tipc_sock_diag_req) == 8, "struct tipc_sock_diag_req");
_Static_assert(offsetof(struct tipc_sock_diag_req, tidiag_states) == 4, "struct tipc_sock_diag_req.tidiag_states");
_Static_assert(offsetof(struct tipc_sock_diag_req, sdiag_protocol) == 1, "struct tipc_sock_diag_req.sdiag_protocol");
_Static_assert(offsetof(struct tipc_sock_diag_req, pad) == 2, "struct tipc_sock_diag_req.pad");
_Static_assert(offsetof(struct tipc_sock_diag_req, sdiag_family) == 0, "struct tipc_sock_diag_req.sdiag_family");
