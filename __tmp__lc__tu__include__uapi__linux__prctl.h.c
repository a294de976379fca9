#include <stddef.h>
#include <linux/prctl.h>
_Static_assert(sizeof(struct prctl_mm_map) == 104, "struct prctl_mm_map");
_Static_assert(offsetof(struct prctl_mm_map, env_start) == 72, "struct prctl_mm_map.env_start");
_Static_assert(offsetof(struct prctl_mm_map, auxv_size) == 96, "struct prctl_mm_map.auxv_size");
_Static_assert(offsetof(struct prctl_mm_map, start_data) == 16, "struct prctl_mm_map.start_data");
_Static_assert(offsetof(struct prctl_mm_map, arg_start) == 56, "struct prctl_mm_map.arg_start");
_Static_assert(offsetof(struct prctl_mm_map, start_code) == 0, "struct prctl_mm_map.start_code");
_Static_assert(offsetof(struct prctl_mm_map, start_brk) == 32, "struct prctl_mm_map.start_brk");
_Static_assert(offsetof(struct prctl_mm_map, start_stack) == 48, "struct prctl_mm_map.start_stack");
_Static_assert(offsetof(struct prctl_mm_map, exe_fd) == 100, "struct prctl_mm_map.exe_fd");
_Static_assert(offsetof(struct prctl_mm_map, arg_end) == 64, "struct prctl_mm_map.arg_end");
_Static_assert(offsetof(struct prctl_mm_map, env_end) == 80, "struct prctl_mm_map.env_end");
_Static_assert(offsetof(struct prctl_mm_map, end_data) == 24, "struct prctl_mm_map.end_data");
_Static_assert(offsetof(struct prctl_mm_map, brk) == 40, "struct prctl_mm_map.brk");
_Static_assert(offsetof(struct prctl_mm_map, auxv) == 88, "struct prctl_mm_map.auxv");
_Static_assert(offsetof(struct prctl_mm_map, end_code) == 8, "struct prctl_mm_map.end_code");
