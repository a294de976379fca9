#include <stddef.h>
#include <linux/tc_act/tc_vlan.h>
_Static_assert(sizeof(struct tc_vlan) == 4, "struct tc_vlan");
_Static_assert(offsetof(struct tc_vlan, v_action) == 0, "struct tc_vlan.v_action");
