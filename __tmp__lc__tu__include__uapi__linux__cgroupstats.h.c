#include <stddef.h>
#include <linux/cgroupstats.h>
_Static_assert(sizeof(struct cgroupstats) == 40, "struct cgroupstats");
_Static_assert(offsetof(struct cgroupstats, nr_sleeping) == 0, "struct cgroupstats.nr_sleeping");
_Static_assert(offsetof(struct cgroupstats, nr_running) == 8, "struct cgroupstats.nr_running");
_Static_assert(offsetof(struct cgroupstats, nr_io_wait) == 32, "struct cgroupstats.nr_io_wait");
_Static_assert(offsetof(struct cgroupstats, nr_uninterruptible) == 24, "struct cgroupstats.nr_uninterruptible");
_Static_assert(offsetof(struct cgroupstats, nr_stopped) == 16, "struct cgroupstats.nr_stopped");
