#include <stddef.h>
#include <linux/dvb/ca.h>
_Static_assert(sizeof(struct ca_caps) == 16, "struct ca_caps");
_Static_assert(offsetof(struct ca_caps, descr_num) == 8, "struct ca_caps.descr_num");
_Static_assert(offsetof(struct ca_caps, slot_type) == 4, "struct ca_caps.slot_type");
_Static_assert(offsetof(struct ca_caps, slot_num) == 0, "struct ca_caps.slot_num");
_Static_assert(offsetof(struct ca_caps, descr_type) == 12, "struct ca_caps.descr_type");
_Static_assert(sizeof(struct ca_descr) == 16, "struct ca_descr");
_Static_assert(offsetof(struct ca_descr, parity) == 4, "struct ca_descr.parity");
_Static_assert(offsetof(struct ca_descr, index) == 0, "struct ca_descr.index");
_Static_assert(offsetof(struct ca_descr, cw) == 8, "struct ca_descr.cw");
_Static_assert(sizeof(struct ca_descr_info) == 8, "struct ca_descr_info");
_Static_assert(offsetof(struct ca_descr_info, type) == 4, "struct ca_descr_info.type");
_Static_assert(offsetof(struct ca_descr_info, num) == 0, "struct ca_descr_info.num");
_Static_assert(sizeof(struct ca_msg) == 268, "struct ca_msg");
_Static_assert(offsetof(struct ca_msg, msg) == 12, "struct ca_msg.msg");
_Static_assert(offsetof(struct ca_msg, type) == 4, "struct ca_msg.type");
_Static_assert(offsetof(struct ca_msg, length) == 8, "struct ca_msg.length");
_Static_assert(offsetof(struct ca_msg, index) == 0, "struct ca_msg.index");
_Static_assert(sizeof(struct ca_slot_info) == 12, "struct ca_slot_info");
_Static_assert(offsetof(struct ca_slot_info, type) == 4, "struct ca_slot_info.type");
_Static_assert(offsetof(struct ca_slot_info, flags) == 8, "struct ca_slot_info.flags");
_Static_assert(offsetof(struct ca_slot_info, num) == 0, "struct ca_slot_info.num");
