#include <stddef.h>
#include <linux/tc_act/tc_defact.h>
_Static_assert(sizeof(struct tc_defact) == 0, "struct tc_defact");
