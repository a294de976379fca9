#include <stddef.h>
#include <linux/sync_file.h>
_Static_assert(sizeof(struct sync_fence_info) == 80, "struct sync_fence_info");
_Static_assert(offsetof(struct sync_fence_info, driver_name) == 32, "struct sync_fence_info.driver_name");
_Static_assert(offsetof(struct sync_fence_info, timestamp_ns) == 72, "struct sync_fence_info.timestamp_ns");
_Static_assert(offsetof(struct sync_fence_info, flags) == 68, "struct sync_fence_info.flags");
_Static_assert(offsetof(struct sync_fence_info, status) == 64, "struct sync_fence_info.status");
_Static_assert(offsetof(struct sync_fence_info, obj_name) == 0, "struct sync_fence_info.obj_name");
_Static_assert(sizeof(struct sync_file_info) == 56, "struct sync_file_info");
_Static_assert(offsetof(struct sync_file_info, num_fences) == 40, "struct sync_file_info.num_fences");
_Static_assert(offsetof(struct sync_file_info, sync_fence_info) == 48, "struct sync_file_info.sync_fence_info");
_Static_assert(offsetof(struct sync_file_info, name) == 0, "struct sync_file_info.name");
_Static_assert(offsetof(struct sync_file_info, pad) == 44, "struct sync_file_info.pad");
_Static_assert(offsetof(struct sync_file_info, flags) == 36, "struct sync_file_info.flags");
_Static_assert(offsetof(struct sync_file_info, status) == 32, "struct sync_file_info.status");
_Static_assert(sizeof(struct sync_merge_data) == 48, "struct sync_merge_data");
_Static_assert(offsetof(struct sync_merge_data, fence) == 36, "struct sync_merge_data.fence");
_Static_assert(offsetof(struct sync_merge_data, name) == 0, "struct sync_merge_data.name");
_Static_assert(offsetof(struct sync_merge_data, pad) == 44, "struct sync_merge_data.pad");
_Static_assert(offsetof(struct sync_merge_data, flags) == 40, "struct sync_merge_data.flags");
_Static_assert(offsetof(struct sync_merge_data, fd2) == 32, "struct sync_merge_data.fd2");
_Static_assert(sizeof(struct sync_set_deadline) == 16, "struct sync_set_deadline");
_Static_assert(offsetof(struct sync_set_deadline, deadline_ns) == 0, "struct sync_set_deadline.deadline_ns");
_Static_assert(offsetof(struct sync_set_deadline, pad) == 8, "struct sync_set_deadline.pad");
