#include <stddef.h>
#include <linux/tc_act/tc_gate.h>
_Static_assert(sizeof(struct tc_gate) == 0, "struct tc_gate");
