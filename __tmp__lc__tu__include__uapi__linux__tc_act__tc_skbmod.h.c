#include <stddef.h>
#include <linux/tc_act/tc_skbmod.h>
_Static_assert(sizeof(struct tc_skbmod) == 8, "struct tc_skbmod");
_Static_assert(offsetof(struct tc_skbmod, flags) == 0, "struct tc_skbmod.flags");
