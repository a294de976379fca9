#include <stddef.h>
#include <linux/netfilter/xt_owner.h>
_Static_assert(sizeof(struct xt_owner_match_info) == 20, "struct xt_owner_match_info");
_Static_assert(offsetof(struct xt_owner_match_info, gid_min) == 8, "struct xt_owner_match_info.gid_min");
_Static_assert(offsetof(struct xt_owner_match_info, uid_min) == 0, "struct xt_owner_match_info.uid_min");
_Static_assert(offsetof(struct xt_owner_match_info, match) == 16, "struct xt_owner_match_info.match");
_Static_assert(offsetof(struct xt_owner_match_info, invert) == 17, "struct xt_owner_match_info.invert");
_Static_assert(offsetof(struct xt_owner_match_info, uid_max) == 4, "struct xt_owner_match_info.uid_max");
_Static_assert(offsetof(struct xt_owner_match_info, gid_max) == 12, "struct xt_owner_match_info.gid_max");
