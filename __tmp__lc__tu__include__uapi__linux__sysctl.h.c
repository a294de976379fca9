#include <stddef.h>
#include <linux/sysctl.h>
_Static_assert(sizeof(struct __sysctl_args) == 80, "struct __sysctl_args");
_Static_assert(offsetof(struct __sysctl_args, oldlenp) == 24, "struct __sysctl_args.oldlenp");
_Static_assert(offsetof(struct __sysctl_args, __unused) == 48, "struct __sysctl_args.__unused");
_Static_assert(offsetof(struct __sysctl_args, nlen) == 8, "struct __sysctl_args.nlen");
_Static_assert(offsetof(struct __sysctl_args, newval) == 32, "struct __sysctl_args.newval");
_Static_assert(offsetof(struct __sysctl_args, name) == 0, "struct __sysctl_args.name");
_Static_assert(offsetof(struct __sysctl_args, oldval) == 16, "struct __sysctl_args.oldval");
_Static_assert(offsetof(struct __sysctl_args, newlen) == 40, "struct __sysctl_args.newlen");
