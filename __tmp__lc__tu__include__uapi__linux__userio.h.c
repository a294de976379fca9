#include <stddef.h>
#include <linux/userio.h>
_Static_assert(sizeof(struct userio_cmd) == 2, "struct userio_cmd");
_Static_assert(offsetof(struct userio_cmd, type) == 0, "struct userio_cmd.type");
_Static_assert(offsetof(struct userio_cmd, data) == 1, "struct userio_cmd.data");
