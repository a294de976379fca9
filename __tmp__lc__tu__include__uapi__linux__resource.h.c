#include <stddef.h>
#include <linux/resource.h>
_Static_assert(sizeof(struct rlimit) == 16, "struct rlimit");
_Static_assert(offsetof(struct rlimit, rlim_cur) == 0, "struct rlimit.rlim_cur");
_Static_assert(offsetof(struct rlimit, rlim_max) == 8, "struct rlimit.rlim_max");
_Static_assert(sizeof(struct rlimit64) == 16, "struct rlimit64");
_Static_assert(offsetof(struct rlimit64, rlim_cur) == 0, "struct rlimit64.rlim_cur");
_Static_assert(offsetof(struct rlimit64, rlim_max) == 8, "struct rlimit64.rlim_max");
_Static_assert(sizeof(struct rusage) == 144, "struct rusage");
_Static_assert(offsetof(struct rusage, ru_utime) == 0, "struct rusage.ru_utime");
_Static_assert(offsetof(struct rusage, ru_nsignals) == 120, "struct rusage.ru_nsignals");
_Static_assert(offsetof(struct rusage, ru_inblock) == 88, "struct rusage.ru_inblock");
_Static_assert(offsetof(struct rusage, ru_msgrcv) == 112, "struct rusage.ru_msgrcv");
_Static_assert(offsetof(struct rusage, ru_nswap) == 80, "struct rusage.ru_nswap");
_Static_assert(offsetof(struct rusage, ru_isrss) == 56, "struct rusage.ru_isrss");
_Static_assert(offsetof(struct rusage, ru_idrss) == 48, "struct rusage.ru_idrss");
_Static_assert(offsetof(struct rusage, ru_msgsnd) == 104, "struct rusage.ru_msgsnd");
_Static_assert(offsetof(struct rusage, ru_maxrss) == 32, "struct rusage.ru_maxrss");
_Static_assert(offsetof(struct rusage, ru_oublock) == 96, "struct rusage.ru_oublock");
_Static_assert(offsetof(struct rusage, ru_majflt) == 72, "struct rusage.ru_majflt");
_Static_assert(offsetof(struct rusage, ru_nivcsw) == 136, "struct rusage.ru_nivcsw");
_Static_assert(offsetof(struct rusage, ru_minflt) == 64, "struct rusage.ru_minflt");
_Static_assert(offsetof(struct rusage, ru_nvcsw) == 128, "struct rusage.ru_nvcsw");
_Static_assert(offsetof(struct rusage, ru_ixrss) == 40, "struct rusage.ru_ixrss");
_Static_assert(offsetof(struct rusage, ru_stime) == 16, "struct rusage.ru_stime");
