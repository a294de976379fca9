#include <stddef.h>
#include <linux/atm_he.h>
_Static_assert(sizeof(struct he_ioctl_reg) == 12, "struct he_ioctl_reg");
_Static_assert(offsetof(struct he_ioctl_reg, type) == 8, "struct he_ioctl_reg.type");
_Static_assert(offsetof(struct he_ioctl_reg, addr) == 0, "struct he_ioctl_reg.addr");
_Static_assert(offsetof(struct he_ioctl_reg, val) == 4, "struct he_ioctl_reg.val");
