#include <stddef.h>
#include <linux/netfilter/xt_string.h>
_Static_assert(sizeof(struct xt_string_info) == 160, "struct xt_string_info");
_Static_assert(offsetof(struct xt_string_info, config) == 152, "struct xt_string_info.config");
_Static_assert(offsetof(struct xt_string_info, from_offset) == 0, "struct xt_string_info.from_offset");
_Static_assert(offsetof(struct xt_string_info, u.v1.flags) == 149, "struct xt_string_info.u.v1.flags");
_Static_assert(offsetof(struct xt_string_info, u.v0.invert) == 149, "struct xt_string_info.u.v0.invert");
_Static_assert(offsetof(struct xt_string_info, u) == 149, "struct xt_string_info.u");
_Static_assert(offsetof(struct xt_string_info, patlen) == 148, "struct xt_string_info.patlen");
_Static_assert(offsetof(struct xt_string_info, u.v0) == 149, "struct xt_string_info.u.v0");
_Static_assert(offsetof(struct xt_string_info, pattern) == 20, "struct xt_string_info.pattern");
_Static_assert(offsetof(struct xt_string_info, u.v1) == 149, "struct xt_string_info.u.v1");
_Static_assert(offsetof(struct xt_string_info, to_offset) == 2, "struct xt_string_info.to_offset");
_Static_assert(offsetof(struct xt_string_info, algo) == 4, "struct xt_string_info.algo");
