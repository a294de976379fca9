#include <stddef.h>
#include <linux/sonet.h>
_Static_assert(sizeof(struct sonet_stats) == 0, "struct sonet_stats");
