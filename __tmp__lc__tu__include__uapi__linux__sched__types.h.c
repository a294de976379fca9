#include <stddef.h>
#include <linux/sched/types.h>
_Static_assert(sizeof(struct sched_attr) == 56, "struct sched_attr");
_Static_assert(offsetof(struct sched_attr, sched_period) == 40, "struct sched_attr.sched_period");
_Static_assert(offsetof(struct sched_attr, sched_priority) == 20, "struct sched_attr.sched_priority");
_Static_assert(offsetof(struct sched_attr, size) == 0, "struct sched_attr.size");
_Static_assert(offsetof(struct sched_attr, sched_util_max) == 52, "struct sched_attr.sched_util_max");
_Static_assert(offsetof(struct sched_attr, sched_runtime) == 24, "struct sched_attr.sched_runtime");
_Static_assert(offsetof(struct sched_attr, sched_flags) == 8, "struct sched_attr.sched_flags");
_Static_assert(offsetof(struct sched_attr, sched_deadline) == 32, "struct sched_attr.sched_deadline");
_Static_assert(offsetof(struct sched_attr, sched_util_min) == 48, "struct sched_attr.sched_util_min");
_Static_assert(offsetof(struct sched_attr, sched_nice) == 16, "struct sched_attr.sched_nice");
_Static_assert(offsetof(struct sched_attr, sched_policy) == 4, "struct sched_attr.sched_policy");
