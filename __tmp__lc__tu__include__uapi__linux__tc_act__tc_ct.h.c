#include <stddef.h>
#include <linux/tc_act/tc_ct.h>
_Static_assert(sizeof(struct tc_ct) == 0, "struct tc_ct");
