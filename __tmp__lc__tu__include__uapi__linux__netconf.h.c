#include <stddef.h>
#include <linux/netconf.h>
_Static_assert(sizeof(struct netconfmsg) == 1, "struct netconfmsg");
_Static_assert(offsetof(struct netconfmsg, ncm_family) == 0, "struct netconfmsg.ncm_family");
