#include <stddef.h>
#include <linux/qemu_fw_cfg.h>
_Static_assert(sizeof(struct fw_cfg_dma_access) == 16, "struct fw_cfg_dma_access");
_Static_assert(offsetof(struct fw_cfg_dma_access, address) == 8, "struct fw_cfg_dma_access.address");
_Static_assert(offsetof(struct fw_cfg_dma_access, length) == 4, "struct fw_cfg_dma_access.length");
_Static_assert(offsetof(struct fw_cfg_dma_access, control) == 0, "struct fw_cfg_dma_access.control");
_Static_assert(sizeof(struct fw_cfg_file) == 64, "struct fw_cfg_file");
_Static_assert(offsetof(struct fw_cfg_file, size) == 0, "struct fw_cfg_file.size");
_Static_assert(offsetof(struct fw_cfg_file, name) == 8, "struct fw_cfg_file.name");
_Static_assert(offsetof(struct fw_cfg_file, select) == 4, "struct fw_cfg_file.select");
_Static_assert(offsetof(struct fw_cfg_file, reserved) == 6, "struct fw_cfg_file.reserved");
_Static_assert(sizeof(struct fw_cfg_vmcoreinfo) == 16, "struct fw_cfg_vmcoreinfo");
_Static_assert(offsetof(struct fw_cfg_vmcoreinfo, size) == 4, "struct fw_cfg_vmcoreinfo.size");
_Static_assert(offsetof(struct fw_cfg_vmcoreinfo, paddr) == 8, "struct fw_cfg_vmcoreinfo.paddr");
_Static_assert(offsetof(struct fw_cfg_vmcoreinfo, host_format) == 0, "struct fw_cfg_vmcoreinfo.host_format");
_Static_assert(offsetof(struct fw_cfg_vmcoreinfo, guest_format) == 2, "struct fw_cfg_vmcoreinfo.guest_format");
