#include <stddef.h>
#include <linux/landlock.h>
_Static_assert(sizeof(struct landlock_net_port_attr) == 16, "struct landlock_net_port_attr");
_Static_assert(offsetof(struct landlock_net_port_attr, port) == 8, "struct landlock_net_port_attr.port");
_Static_assert(offsetof(struct landlock_net_port_attr, allowed_access) == 0, "struct landlock_net_port_attr.allowed_access");
_Static_assert(sizeof(struct landlock_path_beneath_attr) == 12, "struct landlock_path_beneath_attr");
_Static_assert(offsetof(struct landlock_path_beneath_attr, parent_fd) == 8, "struct landlock_path_beneath_attr.parent_fd");
_Static_assert(offsetof(struct landlock_path_beneath_attr, allowed_access) == 0, "struct landlock_path_beneath_attr.allowed_access");
_Static_assert(sizeof(struct landlock_ruleset_attr) == 24, "struct landlock_ruleset_attr");
_Static_assert(offsetof(struct landlock_ruleset_attr, handled_access_net) == 8, "struct landlock_ruleset_attr.handled_access_net");
_Static_assert(offsetof(struct landlock_ruleset_attr, scoped) == 16, "struct landlock_ruleset_attr.scoped");
_Static_assert(offsetof(struct landlock_ruleset_attr, handled_access_fs) == 0, "struct landlock_ruleset_attr.handled_access_fs");
