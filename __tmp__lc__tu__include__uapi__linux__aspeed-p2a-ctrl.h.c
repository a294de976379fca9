#include <stddef.h>
#include <linux/aspeed-p2a-ctrl.h>
_Static_assert(sizeof(struct aspeed_p2a_ctrl_mapping) == 16, "struct aspeed_p2a_ctrl_mapping");
_Static_assert(offsetof(struct aspeed_p2a_ctrl_mapping, length) == 8, "struct aspeed_p2a_ctrl_mapping.length");
_Static_assert(offsetof(struct aspeed_p2a_ctrl_mapping, flags) == 12, "struct aspeed_p2a_ctrl_mapping.flags");
_Static_assert(offsetof(struct aspeed_p2a_ctrl_mapping, addr) == 0, "struct aspeed_p2a_ctrl_mapping.addr");
