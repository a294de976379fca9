#include <stddef.h>
#include <linux/phantom.h>
_Static_assert(sizeof(struct phm_reg) == 8, "struct phm_reg");
_Static_assert(offsetof(struct phm_reg, value) == 4, "struct phm_reg.value");
_Static_assert(offsetof(struct phm_reg, reg) == 0, "struct phm_reg.reg");
_Static_assert(sizeof(struct phm_regs) == 40, "struct phm_regs");
_Static_assert(offsetof(struct phm_regs, mask) == 4, "struct phm_regs.mask");
_Static_assert(offsetof(struct phm_regs, count) == 0, "struct phm_regs.count");
_Static_assert(offsetof(struct phm_regs, values) == 8, "struct phm_regs.values");
