#include <stddef.h>
#include <linux/stm.h>
_Static_assert(sizeof(struct stp_policy_id) == 16, "struct stp_policy_id");
_Static_assert(offsetof(struct stp_policy_id, size) == 0, "struct stp_policy_id.size");
_Static_assert(offsetof(struct stp_policy_id, width) == 8, "struct stp_policy_id.width");
_Static_assert(offsetof(struct stp_policy_id, id) == 16, "struct stp_policy_id.id");
_Static_assert(offsetof(struct stp_policy_id, channel) == 6, "struct stp_policy_id.channel");
_Static_assert(offsetof(struct stp_policy_id, __reserved_0) == 10, "struct stp_policy_id.__reserved_0");
_Static_assert(offsetof(struct stp_policy_id, master) == 4, "struct stp_policy_id.master");
_Static_assert(offsetof(struct stp_policy_id, __reserved_1) == 12, "struct stp_policy_id.__reserved_1");
