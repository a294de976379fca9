#include <stddef.h>
#include <linux/tc_act/tc_skbedit.h>
_Static_assert(sizeof(struct tc_skbedit) == 0, "struct tc_skbedit");
