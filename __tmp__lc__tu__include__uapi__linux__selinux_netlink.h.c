#include <stddef.h>
#include <linux/selinux_netlink.h>
_Static_assert(sizeof(struct selnl_msg_policyload) == 4, "struct selnl_msg_policyload");
_Static_assert(offsetof(struct selnl_msg_policyload, seqno) == 0, "struct selnl_msg_policyload.seqno");
_Static_assert(sizeof(struct selnl_msg_setenforce) == 4, "struct selnl_msg_setenforce");
_Static_assert(offsetof(struct selnl_msg_setenforce, val) == 0, "struct selnl_msg_setenforce.val");
