#include <stddef.h>
#include <linux/tc_act/tc_nat.h>
_Static_assert(sizeof(struct tc_nat) == 16, "struct tc_nat");
_Static_assert(offsetof(struct tc_nat, old_addr) == 0, "struct tc_nat.old_addr");
_Static_assert(offsetof(struct tc_nat, mask) == 8, "struct tc_nat.mask");
_Static_assert(offsetof(struct tc_nat, flags) == 12, "struct tc_nat.flags");
_Static_assert(offsetof(struct tc_nat, new_addr) == 4, "struct tc_nat.new_addr");
