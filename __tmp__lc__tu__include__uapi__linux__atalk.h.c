#include <stddef.h>
#include <linux/atalk.h>
_Static_assert(sizeof(struct atalk_addr) == 4, "struct atalk_addr");
_Static_assert(offsetof(struct atalk_addr, s_net) == 0, "struct atalk_addr.s_net");
_Static_assert(offsetof(struct atalk_addr, s_node) == 2, "struct atalk_addr.s_node");
_Static_assert(sizeof(struct atalk_netrange) == 6, "struct atalk_netrange");
_Static_assert(offsetof(struct atalk_netrange, nr_firstnet) == 2, "struct atalk_netrange.nr_firstnet");
_Static_assert(offsetof(struct atalk_netrange, nr_phase) == 0, "struct atalk_netrange.nr_phase");
_Static_assert(offsetof(struct atalk_netrange, nr_lastnet) == 4, "struct atalk_netrange.nr_lastnet");
_Static_assert(sizeof(struct sockaddr_at) == 16, "struct sockaddr_at");
_Static_assert(offsetof(struct sockaddr_at, sat_port) == 2, "struct sockaddr_at.sat_port");
_Static_assert(offsetof(struct sockaddr_at, sat_family) == 0, "struct sockaddr_at.sat_family");
_Static_assert(offsetof(struct sockaddr_at, sat_zero) == 8, "struct sockaddr_at.sat_zero");
_Static_assert(offsetof(struct sockaddr_at, sat_addr) == 4, "struct sockaddr_at.sat_addr");
