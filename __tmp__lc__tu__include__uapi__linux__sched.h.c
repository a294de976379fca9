#include <stddef.h>
#include <linux/sched.h>
_Static_assert(sizeof(struct clone_args) == 88, "struct clone_args");
_Static_assert(offsetof(struct clone_args, parent_tid) == 24, "struct clone_args.parent_tid");
_Static_assert(offsetof(struct clone_args, set_tid) == 64, "struct clone_args.set_tid");
_Static_assert(offsetof(struct clone_args, cgroup) == 80, "struct clone_args.cgroup");
_Static_assert(offsetof(struct clone_args, exit_signal) == 32, "struct clone_args.exit_signal");
_Static_assert(offsetof(struct clone_args, set_tid_size) == 72, "struct clone_args.set_tid_size");
_Static_assert(offsetof(struct clone_args, tls) == 56, "struct clone_args.tls");
_Static_assert(offsetof(struct clone_args, child_tid) == 16, "struct clone_args.child_tid");
_Static_assert(offsetof(struct clone_args, flags) == 0, "struct clone_args.flags");
_Static_assert(offsetof(struct clone_args, stack_size) == 48, "struct clone_args.stack_size");
_Static_assert(offsetof(struct clone_args, pidfd) == 8, "struct clone_args.pidfd");
_Static_assert(offsetof(struct clone_args, stack) == 40, "struct clone_args.stack");
