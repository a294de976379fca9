#include <stddef.h>
#include <linux/cfm_bridge.h>
_Static_assert(sizeof(struct br_cfm_common_hdr) == 4, "struct br_cfm_common_hdr");
_Static_assert(offsetof(struct br_cfm_common_hdr, opcode) == 1, "struct br_cfm_common_hdr.opcode");
_Static_assert(offsetof(struct br_cfm_common_hdr, flags) == 2, "struct br_cfm_common_hdr.flags");
_Static_assert(offsetof(struct br_cfm_common_hdr, mdlevel_version) == 0, "struct br_cfm_common_hdr.mdlevel_version");
_Static_assert(offsetof(struct br_cfm_common_hdr, tlv_offset) == 3, "struct br_cfm_common_hdr.tlv_offset");
