#include <stddef.h>
#include <linux/can/gw.h>
_Static_assert(sizeof(struct cgw_csum_crc8) == 282, "struct cgw_csum_crc8");
_Static_assert(offsetof(struct cgw_csum_crc8, crctab) == 5, "struct cgw_csum_crc8.crctab");
_Static_assert(offsetof(struct cgw_csum_crc8, from_idx) == 0, "struct cgw_csum_crc8.from_idx");
_Static_assert(offsetof(struct cgw_csum_crc8, profile_data) == 262, "struct cgw_csum_crc8.profile_data");
_Static_assert(offsetof(struct cgw_csum_crc8, to_idx) == 1, "struct cgw_csum_crc8.to_idx");
_Static_assert(offsetof(struct cgw_csum_crc8, result_idx) == 2, "struct cgw_csum_crc8.result_idx");
_Static_assert(offsetof(struct cgw_csum_crc8, profile) == 261, "struct cgw_csum_crc8.profile");
_Static_assert(offsetof(struct cgw_csum_crc8, final_xor_val) == 4, "struct cgw_csum_crc8.final_xor_val");
_Static_assert(offsetof(struct cgw_csum_crc8, init_crc_val) == 3, "struct cgw_csum_crc8.init_crc_val");
_Static_assert(sizeof(struct cgw_csum_xor) == 4, "struct cgw_csum_xor");
_Static_assert(offsetof(struct cgw_csum_xor, from_idx) == 0, "struct cgw_csum_xor.from_idx");
_Static_assert(offsetof(struct cgw_csum_xor, init_xor_val) == 3, "struct cgw_csum_xor.init_xor_val");
_Static_assert(offsetof(struct cgw_csum_xor, to_idx) == 1, "struct cgw_csum_xor.to_idx");
_Static_assert(offsetof(struct cgw_csum_xor, result_idx) == 2, "struct cgw_csum_xor.result_idx");
_Static_assert(sizeof(struct cgw_fdframe_mod) == 73, "struct cgw_fdframe_mod");
_Static_assert(offsetof(struct cgw_fdframe_mod, cf) == 0, "struct cgw_fdframe_mod.cf");
_Static_assert(offsetof(struct cgw_fdframe_mod, modtype) == 72, "struct cgw_fdframe_mod.modtype");
_Static_assert(sizeof(struct cgw_frame_mod) == 17, "struct cgw_frame_mod");
_Static_assert(offsetof(struct cgw_frame_mod, cf) == 0, "struct cgw_frame_mod.cf");
_Static_assert(offsetof(struct cgw_frame_mod, modtype) == 16, "struct cgw_frame_mod.modtype");
_Static_assert(sizeof(struct rtcanmsg) == 4, "struct rtcanmsg");
_Static_assert(offsetof(struct rtcanmsg, gwtype) == 1, "struct rtcanmsg.gwtype");
_Static_assert(offsetof(struct rtcanmsg, flags) == 2, "struct rtcanmsg.flags");
_Static_assert(offsetof(struct rtcanmsg, can_family) == 0, "struct rtcanmsg.can_family");
