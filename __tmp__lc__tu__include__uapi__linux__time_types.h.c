#include <stddef.h>
#include <linux/time_types.h>
_Static_assert(sizeof(struct __kernel_itimerspec) == 32, "struct __kernel_itimerspec");
_Static_assert(offsetof(struct __kernel_itimerspec, it_interval) == 0, "struct __kernel_itimerspec.it_interval");
_Static_assert(offsetof(struct __kernel_itimerspec, it_value) == 16, "struct __kernel_itimerspec.it_value");
_Static_assert(sizeof(struct __kernel_old_itimerval) == 32, "struct __kernel_old_itimerval");
_Static_assert(offsetof(struct __kernel_old_itimerval, it_interval) == 0, "struct __kernel_old_itimerval.it_interval");
_Static_assert(offsetof(struct __kernel_old_itimerval, it_value) == 16, "struct __kernel_old_itimerval.it_value");
_Static_assert(sizeof(struct __kernel_old_timespec) == 16, "struct __kernel_old_timespec");
_Static_assert(offsetof(struct __kernel_old_timespec, tv_nsec) == 8, "struct __kernel_old_timespec.tv_nsec");
_Static_assert(offsetof(struct __kernel_old_timespec, tv_sec) == 0, "struct __kernel_old_timespec.tv_sec");
_Static_assert(sizeof(struct __kernel_old_timeval) == 16, "struct __kernel_old_timeval");
_Static_assert(offsetof(struct __kernel_old_timeval, tv_sec) == 0, "struct __kernel_old_timeval.tv_sec");
_Static_assert(offsetof(struct __kernel_old_timeval, tv_usec) == 8, "struct __kernel_old_timeval.tv_usec");
_Static_assert(sizeof(struct __kernel_sock_timeval) == 16, "struct __kernel_sock_timeval");
_Static_assert(offsetof(struct __kernel_sock_timeval, tv_sec) == 0, "struct __kernel_sock_timeval.tv_sec");
_Static_assert(offsetof(struct __kernel_sock_timeval, tv_usec) == 8, "struct __kernel_sock_timeval.tv_usec");
_Static_assert(sizeof(struct __kernel_timespec) == 16, "struct __kernel_timespec");
_Static_assert(offsetof(struct __kernel_timespec, tv_nsec) == 8, "struct __kernel_timespec.tv_nsec");
_Static_assert(offsetof(struct __kernel_timespec, tv_sec) == 0, "struct __kernel_timespec.tv_sec");
