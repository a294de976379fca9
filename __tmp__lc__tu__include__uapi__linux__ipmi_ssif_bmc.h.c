#include <stddef.h>
#include <linux/ipmi_ssif_bmc.h>
_Static_assert(sizeof(struct ipmi_ssif_msg) == 260, "struct ipmi_ssif_msg");
_Static_assert(offsetof(struct ipmi_ssif_msg, len) == 0, "struct ipmi_ssif_msg.len");
_Static_assert(offsetof(struct ipmi_ssif_msg, payload) == 4, "struct ipmi_ssif_msg.payload");
