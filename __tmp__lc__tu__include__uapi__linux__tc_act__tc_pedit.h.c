#include <stddef.h>
#include <linux/tc_act/tc_pedit.h>
_Static_assert(sizeof(struct tc_pedit_key) == 24, "struct tc_pedit_key");
_Static_assert(offsetof(struct tc_pedit_key, shift) == 20, "struct tc_pedit_key.shift");
_Static_assert(offsetof(struct tc_pedit_key, at) == 12, "struct tc_pedit_key.at");
_Static_assert(offsetof(struct tc_pedit_key, off) == 8, "struct tc_pedit_key.off");
_Static_assert(offsetof(struct tc_pedit_key, mask) == 0, "struct tc_pedit_key.mask");
_Static_assert(offsetof(struct tc_pedit_key, offmask) == 16, "struct tc_pedit_key.offmask");
_Static_assert(offsetof(struct tc_pedit_key, val) == 4, "struct tc_pedit_key.val");
_Static_assert(sizeof(struct tc_pedit_sel) == 4, "struct tc_pedit_sel");
_Static_assert(offsetof(struct tc_pedit_sel, keys) == 4, "struct tc_pedit_sel.keys");
_Static_assert(offsetof(struct tc_pedit_sel, nkeys) == 0, "struct tc_pedit_sel.nkeys");
_Static_assert(offsetof(struct tc_pedit_sel, flags) == 1, "struct tc_pedit_sel.flags");
