#include <stddef.h>
#include <linux/cn_proc.h>
_Static_assert(sizeof(struct proc_input) == 8, "struct proc_input");
_Static_assert(offsetof(struct proc_input, event_type) == 4, "struct proc_input.event_type");
_Static_assert(offsetof(struct proc_input, mcast_op) == 0, "struct proc_input.mcast_op");
