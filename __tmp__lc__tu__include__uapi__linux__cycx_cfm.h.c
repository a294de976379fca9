#include <stddef.h>
#include <linux/cycx_cfm.h>
_Static_assert(sizeof(struct cycx_firmware) == 408, "struct cycx_firmware");
_Static_assert(offsetof(struct cycx_firmware, info) == 352, "struct cycx_firmware.info");
_Static_assert(offsetof(struct cycx_firmware, checksum) == 82, "struct cycx_firmware.checksum");
_Static_assert(offsetof(struct cycx_firmware, descr) == 96, "struct cycx_firmware.descr");
_Static_assert(offsetof(struct cycx_firmware, version) == 80, "struct cycx_firmware.version");
_Static_assert(offsetof(struct cycx_firmware, signature) == 0, "struct cycx_firmware.signature");
_Static_assert(offsetof(struct cycx_firmware, image) == 408, "struct cycx_firmware.image");
_Static_assert(offsetof(struct cycx_firmware, reserved) == 84, "struct cycx_firmware.reserved");
_Static_assert(sizeof(struct cycx_fw_header) == 24, "struct cycx_fw_header");
_Static_assert(offsetof(struct cycx_fw_header, code_size) == 16, "struct cycx_fw_header.code_size");
_Static_assert(offsetof(struct cycx_fw_header, reset_size) == 0, "struct cycx_fw_header.reset_size");
_Static_assert(offsetof(struct cycx_fw_header, data_size) == 8, "struct cycx_fw_header.data_size");
_Static_assert(sizeof(struct cycx_fw_info) == 56, "struct cycx_fw_info");
_Static_assert(offsetof(struct cycx_fw_info, startoffs) == 20, "struct cycx_fw_info.startoffs");
_Static_assert(offsetof(struct cycx_fw_info, adapter) == 4, "struct cycx_fw_info.adapter");
_Static_assert(offsetof(struct cycx_fw_info, version) == 2, "struct cycx_fw_info.version");
_Static_assert(offsetof(struct cycx_fw_info, dataoffs) == 40, "struct cycx_fw_info.dataoffs");
_Static_assert(offsetof(struct cycx_fw_info, codesize) == 32, "struct cycx_fw_info.codesize");
_Static_assert(offsetof(struct cycx_fw_info, winoffs) == 22, "struct cycx_fw_info.winoffs");
_Static_assert(offsetof(struct cycx_fw_info, codeid) == 0, "struct cycx_fw_info.codeid");
_Static_assert(offsetof(struct cycx_fw_info, datasize) == 48, "struct cycx_fw_info.datasize");
_Static_assert(offsetof(struct cycx_fw_info, reserved) == 16, "struct cycx_fw_info.reserved");
_Static_assert(offsetof(struct cycx_fw_info, codeoffs) == 24, "struct cycx_fw_info.codeoffs");
_Static_assert(offsetof(struct cycx_fw_info, memsize) == 8, "struct cycx_fw_info.memsize");
