#include <stddef.h>
#include <linux/netrom.h>
_Static_assert(sizeof(struct nr_route_struct) == 112, "struct nr_route_struct");
_Static_assert(offsetof(struct nr_route_struct, mnemonic) == 32, "struct nr_route_struct.mnemonic");
_Static_assert(offsetof(struct nr_route_struct, type) == 0, "struct nr_route_struct.type");
_Static_assert(offsetof(struct nr_route_struct, ndigis) == 52, "struct nr_route_struct.ndigis");
_Static_assert(offsetof(struct nr_route_struct, digipeaters) == 56, "struct nr_route_struct.digipeaters");
_Static_assert(offsetof(struct nr_route_struct, quality) == 28, "struct nr_route_struct.quality");
_Static_assert(offsetof(struct nr_route_struct, neighbour) == 39, "struct nr_route_struct.neighbour");
_Static_assert(offsetof(struct nr_route_struct, obs_count) == 48, "struct nr_route_struct.obs_count");
_Static_assert(offsetof(struct nr_route_struct, device) == 11, "struct nr_route_struct.device");
_Static_assert(offsetof(struct nr_route_struct, callsign) == 4, "struct nr_route_struct.callsign");
