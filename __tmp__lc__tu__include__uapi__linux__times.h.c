#include <stddef.h>
#include <linux/times.h>
_Static_assert(sizeof(struct tms) == 32, "struct tms");
_Static_assert(offsetof(struct tms, tms_cstime) == 24, "struct tms.tms_cstime");
_Static_assert(offsetof(struct tms, tms_stime) == 8, "struct tms.tms_stime");
_Static_assert(offsetof(struct tms, tms_cutime) == 16, "struct tms.tms_cutime");
_Static_assert(offsetof(struct tms, tms_utime) == 0, "struct tms.tms_utime");
