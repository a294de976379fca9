#include <stddef.h>
#include <linux/tc_act/tc_ife.h>
_Static_assert(sizeof(struct tc_ife) == 2, "struct tc_ife");
_Static_assert(offsetof(struct tc_ife, flags) == 0, "struct tc_ife.flags");
