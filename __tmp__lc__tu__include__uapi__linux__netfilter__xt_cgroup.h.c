#include <stddef.h>
#include <linux/netfilter/xt_cgroup.h>
_Static_assert(sizeof(struct xt_cgroup_info_v0) == 8, "struct xt_cgroup_info_v0");
_Static_assert(offsetof(struct xt_cgroup_info_v0, id) == 0, "struct xt_cgroup_info_v0.id");
_Static_assert(offsetof(struct xt_cgroup_info_v0, invert) == 4, "struct xt_cgroup_info_v0.invert");
_Static_assert(sizeof(struct xt_cgroup_info_v1) == 4112, "struct xt_cgroup_info_v1");
_Static_assert(offsetof(struct xt_cgroup_info_v1, invert_path) == 2, "struct xt_cgroup_info_v1.invert_path");
_Static_assert(offsetof(struct xt_cgroup_info_v1, has_classid) == 1, "struct xt_cgroup_info_v1.has_classid");
_Static_assert(offsetof(struct xt_cgroup_info_v1, has_path) == 0, "struct xt_cgroup_info_v1.has_path");
_Static_assert(offsetof(struct xt_cgroup_info_v1, invert_classid) == 3, "struct xt_cgroup_info_v1.invert_classid");
_Static_assert(offsetof(struct xt_cgroup_info_v1, classid) == 4100, "struct xt_cgroup_info_v1.classid");
_Static_assert(offsetof(struct xt_cgroup_info_v1, priv) == 4104, "struct xt_cgroup_info_v1.priv");
_Static_assert(offsetof(struct xt_cgroup_info_v1, path) == 4, "struct xt_cgroup_info_v1.path");
_Static_assert(sizeof(struct xt_cgroup_info_v2) == 528, "struct xt_cgroup_info_v2");
_Static_assert(offsetof(struct xt_cgroup_info_v2, invert_path) == 2, "struct xt_cgroup_info_v2.invert_path");
_Static_assert(offsetof(struct xt_cgroup_info_v2, has_classid) == 1, "struct xt_cgroup_info_v2.has_classid");
_Static_assert(offsetof(struct xt_cgroup_info_v2, has_path) == 0, "struct xt_cgroup_info_v2.has_path");
_Static_assert(offsetof(struct xt_cgroup_info_v2, invert_classid) == 3, "struct xt_cgroup_info_v2.invert_classid");
_Static_assert(offsetof(struct xt_cgroup_info_v2, classid) == 4, "struct xt_cgroup_info_v2.classid");
_Static_assert(offsetof(struct xt_cgroup_info_v2, priv) == 520, "struct xt_cgroup_info_v2.priv");
_Static_assert(offsetof(struct xt_cgroup_info_v2, path) == 4, "struct xt_cgroup_info_v2.path");
