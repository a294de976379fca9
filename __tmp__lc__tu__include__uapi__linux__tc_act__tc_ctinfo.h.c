#include <stddef.h>
#include <linux/tc_act/tc_ctinfo.h>
_Static_assert(sizeof(struct tc_ctinfo) == 0, "struct tc_ctinfo");
