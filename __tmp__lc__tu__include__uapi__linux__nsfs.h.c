#include <stddef.h>
#include <linux/nsfs.h>
_Static_assert(sizeof(struct mnt_ns_info) == 16, "struct mnt_ns_info");
_Static_assert(offsetof(struct mnt_ns_info, size) == 0, "struct mnt_ns_info.size");
_Static_assert(offsetof(struct mnt_ns_info, nr_mounts) == 4, "struct mnt_ns_info.nr_mounts");
_Static_assert(offsetof(struct mnt_ns_info, mnt_ns_id) == 8, "struct mnt_ns_info.mnt_ns_id");
