#include <stddef.h>
#include <linux/unix_diag.h>
_Static_assert(sizeof(struct unix_diag_msg) == 16, "struct unix_diag_msg");
_Static_assert(offsetof(struct unix_diag_msg, udiag_ino) == 4, "struct unix_diag_msg.udiag_ino");
_Static_assert(offsetof(struct unix_diag_msg, udiag_type) == 1, "struct unix_diag_msg.udiag_type");
_Static_assert(offsetof(struct unix_diag_msg, udiag_state) == 2, "struct unix_diag_msg.udiag_state");
_Static_assert(offsetof(struct unix_diag_msg, udiag_cookie) == 8, "struct unix_diag_msg.udiag_cookie");
_Static_assert(offsetof(struct unix_diag_msg, udiag_family) == 0, "struct unix_diag_msg.udiag_family");
_Static_assert(offsetof(struct unix_diag_msg, pad) == 3, "struct unix_diag_msg.pad");
_Static_assert(sizeof(struct unix_diag_req) == 24, "struct unix_diag_req");
_Static_assert(offsetof(struct unix_diag_req, udiag_ino) == 8, "struct unix_diag_req.udiag_ino");
_Static_assert(offsetof(struct unix_diag_req, udiag_cookie) == 16, "struct unix_diag_req.udiag_cookie");
_Static_assert(offsetof(struct unix_diag_req, sdiag_protocol) == 1, "struct unix_diag_req.sdiag_protocol");
_Static_assert(offsetof(struct unix_diag_req, udiag_states) == 4, "struct unix_diag_req.udiag_states");
_Static_assert(offsetof(struct unix_diag_req, pad) == 2, "struct unix_diag_req.pad");
_Static_assert(offsetof(struct unix_diag_req, udiag_show) == 12, "struct unix_diag_req.udiag_show");
_Static_assert(offsetof(struct unix_diag_req, sdiag_family) == 0, "struct unix_diag_req.sdiag_family");
_Static_assert(sizeof(struct unix_diag_rqlen) == 8, "struct unix_diag_rqlen");
_Static_assert(offsetof(struct unix_diag_rqlen, udiag_wqueue) == 4, "struct unix_diag_rqlen.udiag_wqueue");
_Static_assert(offsetof(struct unix_diag_rqlen, udiag_rqueue) == 0, "struct unix_diag_rqlen.udiag_rqueue");
_Static_assert(sizeof(struct unix_diag_vfs) == 8, "struct unix_diag_vfs");
_Static_assert(offsetof(struct unix_diag_vfs, udiag_vfs_dev) == 4, "struct unix_diag_vfs.udiag_vfs_dev");
_Static_assert(offsetof(struct unix_diag_vfs, udiag_vfs_ino) == 0, "struct unix_diag_vfs.udiag_vfs_ino");
