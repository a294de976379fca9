#include <stddef.h>
#include <linux/tc_act/tc_sample.h>
_Static_assert(sizeof(struct tc_sample) == 0, "struct tc_sample");
