#include <stddef.h>
#include <linux/tc_act/tc_csum.h>
_Static_assert(sizeof(struct tc_csum) == 4, "struct tc_csum");
_Static_assert(offsetof(struct tc_csum, update_flags) == 0, "struct tc_csum.update_flags");
