#include <stddef.h>
#include <linux/genetlink.h>
_Static_assert(sizeof(struct genlmsghdr) == 4, "struct genlmsghdr");
_Static_assert(offsetof(struct genlmsghdr, version) == 1, "struct genlmsghdr.version");
_Static_assert(offsetof(struct genlmsghdr, cmd) == 0, "struct genlmsghdr.cmd");
_Static_assert(offsetof(struct genlmsghdr, reserved) == 2, "struct genlmsghdr.reserved");
