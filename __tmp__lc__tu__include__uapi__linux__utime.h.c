#include <stddef.h>
#include <linux/utime.h>
_Static_assert(sizeof(struct utimbuf) == 16, "struct utimbuf");
_Static_assert(offsetof(struct utimbuf, modtime) == 8, "struct utimbuf.modtime");
_Static_assert(offsetof(struct utimbuf, actime) == 0, "struct utimbuf.actime");
