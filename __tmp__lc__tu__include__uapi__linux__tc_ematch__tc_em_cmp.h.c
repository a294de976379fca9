#include <stddef.h>
#include <linux/tc_ematch/tc_em_cmp.h>
_Static_assert(sizeof(struct tcf_em_cmp) == 12, "struct tcf_em_cmp");
_Static_assert(offsetof(struct tcf_em_cmp, off) == 8, "struct tcf_em_cmp.off");
_Static_assert(offsetof(struct tcf_em_cmp, mask) == 4, "struct tcf_em_cmp.mask");
_Static_assert(offsetof(struct tcf_em_cmp, val) == 0, "struct tcf_em_cmp.val");
