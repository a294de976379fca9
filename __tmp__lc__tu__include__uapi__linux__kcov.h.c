#include <stddef.h>
#include <linux/kcov.h>
_Static_assert(sizeof(struct kcov_remote_arg) == 24, "struct kcov_remote_arg");
_Static_assert(offsetof(struct kcov_remote_arg, area_size) == 4, "struct kcov_remote_arg.area_size");
_Static_assert(offsetof(struct kcov_remote_arg, common_handle) == 16, "struct kcov_remote_arg.common_handle");
_Static_assert(offsetof(struct kcov_remote_arg, handles) == 24, "struct kcov_remote_arg.handles");
_Static_assert(offsetof(struct kcov_remote_arg, trace_mode) == 0, "struct kcov_remote_arg.trace_mode");
_Static_assert(offsetof(struct kcov_remote_arg, num_handles) == 8, "struct kcov_remote_arg.num_handles");
