#include <stddef.h>
#include <linux/vm_sockets_diag.h>
_Static_assert(sizeof(struct vsock_diag_msg) == 32, "struct vsock_diag_msg");
_Static_assert(offsetof(struct vsock_diag_msg, vdiag_src_port) == 8, "struct vsock_diag_msg.vdiag_src_port");
_Static_assert(offsetof(struct vsock_diag_msg, vdiag_src_cid) == 4, "struct vsock_diag_msg.vdiag_src_cid");
_Static_assert(offsetof(struct vsock_diag_msg, vdiag_ino) == 20, "struct vsock_diag_msg.vdiag_ino");
_Static_assert(offsetof(struct vsock_diag_msg, vdiag_cookie) == 24, "struct vsock_diag_msg.vdiag_cookie");
_Static_assert(offsetof(struct vsock_diag_msg, vdiag_type) == 1, "struct vsock_diag_msg.vdiag_type");
_Static_assert(offsetof(struct vsock_diag_msg, vdiag_state) == 2, "struct vsock_diag_msg.vdiag_state");
_Static_assert(offsetof(struct vsock_diag_msg, vdiag_dst_cid) == 12, "struct vsock_diag_msg.vdiag_dst_cid");
_Static_assert(offsetof(struct vsock_diag_msg, vdiag_shutdown) == 3, "struct vsock_diag_msg.vdiag_shutdown");
_Static_assert(offsetof(struct vsock_diag_msg, vdiag_family) == 0, "struct vsock_diag_msg.vdiag_family");
_Static_assert(offsetof(struct vsock_diag_msg, vdiag_dst_port) == 16, "struct vsock_diag_msg.vdiag_dst_port");
_Static_assert(sizeof(struct vsock_diag_req) == 24, "struct vsock_diag_req");
_Static_assert(offsetof(struct vsock_diag_req, vdiag_ino) == 8, "struct vsock_diag_req.vdiag_ino");
_Static_assert(offsetof(struct vsock_diag_req, vdiag_cookie) == 16, "struct vsock_diag_req.vdiag_cookie");
_Static_assert(offsetof(struct vsock_diag_req, sdiag_protocol) == 1, "struct vsock_diag_req.sdiag_protocol");
_Static_assert(offsetof(struct vsock_diag_req, vdiag_show) == 12, "struct vsock_diag_req.vdiag_show");
_Static_assert(offsetof(struct vsock_diag_req, pad) == 2, "struct vsock_diag_req.pad");
_Static_assert(offsetof(struct vsock_diag_req, vdiag_states) == 4, "struct vsock_diag_req.vdiag_states");
_Static_assert(offsetof(struct vsock_diag_req, sdiag_family) == 0, "struct vsock_diag_req.sdiag_family");
