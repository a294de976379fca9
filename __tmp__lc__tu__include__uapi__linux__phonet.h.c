#include <stddef.h>
#include <linux/phonet.h>
_Static_assert(sizeof(struct phonethdr) == 7, "struct phonethdr");
_Static_assert(offsetof(struct phonethdr, pn_res) == 2, "struct phonethdr.pn_res");
_Static_assert(offsetof(struct phonethdr, pn_sobj) == 6, "struct phonethdr.pn_sobj");
_Static_assert(offsetof(struct phonethdr, pn_length) == 3, "struct phonethdr.pn_length");
_Static_assert(offsetof(struct phonethdr, pn_sdev) == 1, "struct phonethdr.pn_sdev");
_Static_assert(offsetof(struct phonethdr, pn_rdev) == 0, "struct phonethdr.pn_rdev");
_Static_assert(offsetof(struct phonethdr, pn_robj) == 5, "struct phonethdr.pn_robj");
_Static_assert(sizeof(struct phonetmsg) == 8, "struct phonetmsg");
_Static_assert(offsetof(struct phonetmsg, pn_msg_u) == 2, "struct phonetmsg.pn_msg_u");
_Static_assert(offsetof(struct phonetmsg, pn_msg_u.ext) == 2, "struct phonetmsg.pn_msg_u.ext");
_Static_assert(offsetof(struct phonetmsg, pn_msg_u.base.pn_data) == 3, "struct phonetmsg.pn_msg_u.base.pn_data");
_Static_assert(offsetof(struct phonetmsg, pn_msg_id) == 1, "struct phonetmsg.pn_msg_id");
_Static_assert(offsetof(struct phonetmsg, pn_msg_u.ext.pn_e_data) == 5, "struct phonetmsg.pn_msg_u.ext.pn_e_data");
_Static_assert(offsetof(struct phonetmsg, pn_msg_u.base.pn_submsg_id) == 2, "struct phonetmsg.pn_msg_u.base.pn_submsg_id");
_Static_assert(offsetof(struct phonetmsg, pn_msg_u.ext.pn_e_res_id) == 2, "struct phonetmsg.pn_msg_u.ext.pn_e_res_id");
_Static_assert(offsetof(struct phonetmsg, pn_trans_id) == 0, "struct phonetmsg.pn_trans_id");
_Static_assert(offsetof(struct phonetmsg, pn_msg_u.ext.pn_e_submsg_id) == 4, "struct phonetmsg.pn_msg_u.ext.pn_e_submsg_id");
_Static_assert(offsetof(struct phonetmsg, pn_msg_u.base) == 2, "struct phonetmsg.pn_msg_u.base");
