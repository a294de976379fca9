#include <stddef.h>
#include <linux/openat2.h>
_Static_assert(sizeof(struct open_how) == 24, "struct open_how");
_Static_assert(offsetof(struct open_how, mode) == 8, "struct open_how.mode");
_Static_assert(offsetof(struct open_how, resolve) == 16, "struct open_how.resolve");
_Static_assert(offsetof(struct open_how, flags) == 0, "struct open_how.flags");
