#include <stddef.h>
#include <linux/tc_act/tc_tunnel_key.h>
_Static_assert(sizeof(struct tc_tunnel_key) == 4, "struct tc_tunnel_key");
_Static_assert(offsetof(struct tc_tunnel_key, t_action) == 0, "struct tc_tunnel_key.t_action");
