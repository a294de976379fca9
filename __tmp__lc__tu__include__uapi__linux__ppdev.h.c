#include <stddef.h>
#include <linux/ppdev.h>
_Static_assert(sizeof(struct ppdev_frob_struct) == 2, "struct ppdev_frob_struct");
_Static_assert(offsetof(struct ppdev_frob_struct, mask) == 0, "struct ppdev_frob_struct.mask");
_Static_assert(offsetof(struct ppdev_frob_struct, val) == 1, "struct ppdev_frob_struct.val");
