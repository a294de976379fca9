#include <stddef.h>
#include <linux/atmarp.h>
_Static_assert(sizeof(struct atmarp_ctrl) == 12, "struct atmarp_ctrl");
_Static_assert(offsetof(struct atmarp_ctrl, type) == 0, "struct atmarp_ctrl.type");
_Static_assert(offsetof(struct atmarp_ctrl, ip) == 8, "struct atmarp_ctrl.ip");
_Static_assert(offsetof(struct atmarp_ctrl, itf_num) == 4, "struct atmarp_ctrl.itf_num");
