#include <stddef.h>
#include <linux/time.h>
_Static_assert(sizeof(struct itimerspec) == 32, "struct itimerspec");
_Static_assert(offsetof(struct itimerspec, it_interval) == 0, "struct itimerspec.it_interval");
_Static_assert(offsetof(struct itimerspec, it_value) == 16, "struct itimerspec.it_value");
_Static_assert(sizeof(struct itimerval) == 32, "struct itimerval");
_Static_assert(offsetof(struct itimerval, it_interval) == 0, "struct itimerval.it_interval");
_Static_assert(offsetof(struct itimerval, it_value) == 16, "struct itimerval.it_value");
_Static_assert(sizeof(struct timespec) == 16, "struct timespec");
_Static_assert(offsetof(struct timespec, tv_nsec) == 8, "struct timespec.tv_nsec");
_Static_assert(offsetof(struct timespec, tv_sec) == 0, "struct timespec.tv_sec");
_Static_assert(sizeof(struct timeval) == 16, "struct timeval");
_Static_assert(offsetof(struct timeval, tv_sec) == 0, "struct timeval.tv_sec");
_Static_assert(offsetof(struct timeval, tv_usec) == 8, "struct timeval.tv_usec");
_Static_assert(sizeof(struct timezone) == 8, "struct timezone");
_Static_assert(offsetof(struct timezone, tz_dsttime) == 4, "struct timezone.tz_dsttime");
_Static_assert(offsetof(struct timezone, tz_minuteswest) == 0, "struct timezone.tz_minuteswest");
