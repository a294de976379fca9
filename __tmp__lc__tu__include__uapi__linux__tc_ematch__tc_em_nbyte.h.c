#include <stddef.h>
#include <linux/tc_ematch/tc_em_nbyte.h>
_Static_assert(sizeof(struct tcf_em_nbyte) == 4, "struct tcf_em_nbyte");
_Static_assert(offsetof(struct tcf_em_nbyte, off) == 0, "struct tcf_em_nbyte.off");
