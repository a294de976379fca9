#include <stddef.h>
#include <linux/netlink_diag.h>
_Static_assert(sizeof(struct netlink_diag_msg) == 28, "struct netlink_diag_msg");
_Static_assert(offsetof(struct netlink_diag_msg, ndiag_state) == 3, "struct netlink_diag_msg.ndiag_state");
_Static_assert(offsetof(struct netlink_diag_msg, ndiag_cookie) == 20, "struct netlink_diag_msg.ndiag_cookie");
_Static_assert(offsetof(struct netlink_diag_msg, ndiag_dst_group) == 12, "struct netlink_diag_msg.ndiag_dst_group");
_Static_assert(offsetof(struct netlink_diag_msg, ndiag_family) == 0, "struct netlink_diag_msg.ndiag_family");
_Static_assert(offsetof(struct netlink_diag_msg, ndiag_type) == 1, "struct netlink_diag_msg.ndiag_type");
_Static_assert(offsetof(struct netlink_diag_msg, ndiag_dst_portid) == 8, "struct netlink_diag_msg.ndiag_dst_portid");
_Static_assert(offsetof(struct netlink_diag_msg, ndiag_ino) == 16, "struct netlink_diag_msg.ndiag_ino");
_Static_assert(offsetof(struct netlink_diag_msg, ndiag_portid) == 4, "struct netlink_diag_msg.ndiag_portid");
_Static_assert(offsetof(struct netlink_diag_msg, ndiag_protocol) == 2, "struct netlink_diag_msg.ndiag_protocol");
_Static_assert(sizeof(struct netlink_diag_req) == 20, "struct netlink_diag_req");
_Static_assert(offsetof(struct netlink_diag_req, ndiag_cookie) == 12, "struct netlink_diag_req.ndiag_cookie");
_Static_assert(offsetof(struct netlink_diag_req, ndiag_show) == 8, "struct netlink_diag_req.ndiag_show");
_Static_assert(offsetof(struct netlink_diag_req, ndiag_ino) == 4, "struct netlink_diag_req.ndiag_ino");
_Static_assert(offsetof(struct netlink_diag_req, sdiag_protocol) == 1, "struct netlink_diag_req.sdiag_protocol");
_Static_assert(offsetof(struct netlink_diag_req, pad) == 2, "struct netlink_diag_req.pad");
_Static_assert(offsetof(struct netlink_diag_req, sdiag_family) == 0, "struct netlink_diag_req.sdiag_family");
_Static_assert(sizeof(struct netlink_diag_ring) == 16, "struct netlink_diag_ring");
_Static_assert(offsetof(struct netlink_diag_ring, ndr_block_size) == 0, "struct netlink_diag_ring.ndr_block_size");
_Static_assert(offsetof(struct netlink_diag_ring, ndr_frame_nr) == 12, "struct netlink_diag_ring.ndr_frame_nr");
_Static_assert(offsetof(struct netlink_diag_ring, ndr_block_nr) == 4, "struct netlink_diag_ring.ndr_block_nr");
_Static_assert(offsetof(struct netlink_diag_ring, ndr_frame_size) == 8, "struct netlink_diag_ring.ndr_frame_size");
