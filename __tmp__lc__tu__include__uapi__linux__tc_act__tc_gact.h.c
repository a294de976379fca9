#include <stddef.h>
#include <linux/tc_act/tc_gact.h>
_Static_assert(sizeof(struct tc_gact) == 0, "struct tc_gact");
_Static_assert(sizeof(struct tc_gact_p) == 8, "struct tc_gact_p");
_Static_assert(offsetof(struct tc_gact_p, pval) == 2, "struct tc_gact_p.pval");
_Static_assert(offsetof(struct tc_gact_p, paction) == 4, "struct tc_gact_p.paction");
_Static_assert(offsetof(struct tc_gact_p, ptype) == 0, "struct tc_gact_p.ptype");
