#include <stddef.h>
#include <linux/netfilter/xt_sctp.h>
_Static_assert(sizeof(struct xt_sctp_flag_info) == 3, "struct xt_sctp_flag_info");
_Static_assert(offsetof(struct xt_sctp_flag_info, chunktype) == 0, "struct xt_sctp_flag_info.chunktype");
_Static_assert(offsetof(struct xt_sctp_flag_info, flag) == 1, "struct xt_sctp_flag_info.flag");
_Static_assert(offsetof(struct xt_sctp_flag_info, flag_mask) == 2, "struct xt_sctp_flag_info.flag_mask");
_Static_assert(sizeof(struct xt_sctp_info) == 292, "struct xt_sctp_info");
_Static_assert(offsetof(struct xt_sctp_info, flag_info) == 268, "struct xt_sctp_info.flag_info");
_Static_assert(offsetof(struct xt_sctp_info, dpts) == 0, "struct xt_sctp_info.dpts");
_Static_assert(offsetof(struct xt_sctp_info, spts) == 4, "struct xt_sctp_info.spts");
_Static_assert(offsetof(struct xt_sctp_info, chunk_match_type) == 264, "struct xt_sctp_info.chunk_match_type");
_Static_assert(offsetof(struct xt_sctp_info, invflags) == 288, "struct xt_sctp_info.invflags");
_Static_assert(offsetof(struct xt_sctp_info, flags) == 284, "struct xt_sctp_info.flags");
_Static_assert(offsetof(struct xt_sctp_info, chunkmap) == 8, "struct xt_sctp_info.chunkmap");
_Static_assert(offsetof(struct xt_sctp_info, flag_count) == 280, "struct xt_sctp_info.flag_count");
