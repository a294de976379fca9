#include <stddef.h>
#include <linux/if_eql.h>
_Static_assert(sizeof(struct master_config) == 24, "struct master_config");
_Static_assert(offsetof(struct master_config, max_slaves) == 16, "struct master_config.max_slaves");
_Static_assert(offsetof(struct master_config, min_slaves) == 20, "struct master_config.min_slaves");
_Static_assert(offsetof(struct master_config, master_name) == 0, "struct master_config.master_name");
_Static_assert(sizeof(struct slave_config) == 24, "struct slave_config");
_Static_assert(offsetof(struct slave_config, priority) == 16, "struct slave_config.priority");
_Static_assert(offsetof(struct slave_config, slave_name) == 0, "struct slave_config.slave_name");
_Static_assert(sizeof(struct slaving_request) == 24, "struct slaving_request");
_Static_assert(offsetof(struct slaving_request, priority) == 16, "struct slaving_request.priority");
_Static_assert(offsetof(struct slaving_request, slave_name) == 0, "struct slaving_request.slave_name");
