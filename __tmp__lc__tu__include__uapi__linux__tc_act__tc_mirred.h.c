#include <stddef.h>
#include <linux/tc_act/tc_mirred.h>
_Static_assert(sizeof(struct tc_mirred) == 8, "struct tc_mirred");
_Static_assert(offsetof(struct tc_mirred, eaction) == 0, "struct tc_mirred.eaction");
_Static_assert(offsetof(struct tc_mirred, ifindex) == 4, "struct tc_mirred.ifindex");
