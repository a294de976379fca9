#include <stddef.h>
#include <linux/apm_bios.h>
_Static_assert(sizeof(struct apm_bios_info) == 20, "struct apm_bios_info");
_Static_assert(offsetof(struct apm_bios_info, dseg) == 10, "struct apm_bios_info.dseg");
_Static_assert(offsetof(struct apm_bios_info, offset) == 4, "struct apm_bios_info.offset");
_Static_assert(offsetof(struct apm_bios_info, cseg_16) == 8, "struct apm_bios_info.cseg_16");
_Static_assert(offsetof(struct apm_bios_info, version) == 0, "struct apm_bios_info.version");
_Static_assert(offsetof(struct apm_bios_info, dseg_len) == 18, "struct apm_bios_info.dseg_len");
_Static_assert(offsetof(struct apm_bios_info, cseg) == 2, "struct apm_bios_info.cseg");
_Static_assert(offsetof(struct apm_bios_info, cseg_len) == 14, "struct apm_bios_info.cseg_len");
_Static_assert(offsetof(struct apm_bios_info, flags) == 12, "struct apm_bios_info.flags");
_Static_assert(offsetof(struct apm_bios_info, cseg_16_len) == 16, "struct apm_bios_info.cseg_16_len");
