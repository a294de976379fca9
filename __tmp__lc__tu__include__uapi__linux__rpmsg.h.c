#include <stddef.h>
#include <linux/rpmsg.h>
_Static_assert(sizeof(struct rpmsg_endpoint_info) == 40, "struct rpmsg_endpoint_info");
_Static_assert(offsetof(struct rpmsg_endpoint_info, src) == 32, "struct rpmsg_endpoint_info.src");
_Static_assert(offsetof(struct rpmsg_endpoint_info, dst) == 36, "struct rpmsg_endpoint_info.dst");
_Static_assert(offsetof(struct rpmsg_endpoint_info, name) == 0, "struct rpmsg_endpoint_info.name");
