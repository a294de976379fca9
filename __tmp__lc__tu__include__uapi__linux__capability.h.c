#include <stddef.h>
#include <linux/capability.h>
_Static_assert(sizeof(struct __user_cap_data_struct) == 12, "struct __user_cap_data_struct");
_Static_assert(offsetof(struct __user_cap_data_struct, permitted) == 4, "struct __user_cap_data_struct.permitted");
_Static_assert(offsetof(struct __user_cap_data_struct, inheritable) == 8, "struct __user_cap_data_struct.inheritable");
_Static_assert(offsetof(struct __user_cap_data_struct, effective) == 0, "struct __user_cap_data_struct.effective");
_Static_assert(sizeof(struct __user_cap_header_struct) == 8, "struct __user_cap_header_struct");
_Static_assert(offsetof(struct __user_cap_header_struct, version) == 0, "struct __user_cap_header_struct.version");
_Static_assert(offsetof(struct __user_cap_header_struct, pid) == 4, "struct __user_cap_header_struct.pid");
_Static_assert(sizeof(struct vfs_cap_data) == 20, "struct vfs_cap_data");
_Static_assert(offsetof(struct vfs_cap_data, data) == 4, "struct vfs_cap_data.data");
_Static_assert(offsetof(struct vfs_cap_data, magic_etc) == 0, "struct vfs_cap_data.magic_etc");
_Static_assert(sizeof(struct vfs_ns_cap_data) == 24, "struct vfs_ns_cap_data");
_Static_assert(offsetof(struct vfs_ns_cap_data, rootid) == 20, "struct vfs_ns_cap_data.rootid");
_Static_assert(offsetof(struct vfs_ns_cap_data, data) == 4, "struct vfs_ns_cap_data.data");
_Static_assert(offsetof(struct vfs_ns_cap_data, magic_etc) == 0, "struct vfs_ns_cap_data.magic_etc");
