#include <stddef.h>
#include <linux/aspeed-lpc-ctrl.h>
_Static_assert(sizeof(struct aspeed_lpc_ctrl_mapping) == 16, "struct aspeed_lpc_ctrl_mapping");
_Static_assert(offsetof(struct aspeed_lpc_ctrl_mapping, offset) == 8, "struct aspeed_lpc_ctrl_mapping.offset");
_Static_assert(offsetof(struct aspeed_lpc_ctrl_mapping, window_type) == 0, "struct aspeed_lpc_ctrl_mapping.window_type");
_Static_assert(offsetof(struct aspeed_lpc_ctrl_mapping, size) == 12, "struct aspeed_lpc_ctrl_mapping.size");
_Static_assert(offsetof(struct aspeed_lpc_ctrl_mapping, flags) == 2, "struct aspeed_lpc_ctrl_mapping.flags");
_Static_assert(offsetof(struct aspeed_lpc_ctrl_mapping, addr) == 4, "struct aspeed_lpc_ctrl_mapping.addr");
_Static_assert(offsetof(struct aspeed_lpc_ctrl_mapping, window_id) == 1, "struct aspeed_lpc_ctrl_mapping.window_id");
