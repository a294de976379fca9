#include <stddef.h>
#include <linux/tc_act/tc_connmark.h>
_Static_assert(sizeof(struct tc_connmark) == 2, "struct tc_connmark");
_Static_assert(offsetof(struct tc_connmark, zone) == 0, "struct tc_connmark.zone");
