#include <stddef.h>
#include <sound/sof/header.h>
_Static_assert(sizeof(struct sof_abi_hdr) == 32, "struct sof_abi_hdr");
_Static_assert(offsetof(struct sof_abi_hdr, magic) == 0, "struct sof_abi_hdr.magic");
_Static_assert(offsetof(struct sof_abi_hdr, type) == 4, "struct sof_abi_hdr.type");
_Static_assert(offsetof(struct sof_abi_hdr, abi) == 12, "struct sof_abi_hdr.abi");
_Static_assert(offsetof(struct sof_abi_hdr, size) == 8, "struct sof_abi_hdr.size");
_Static_assert(offsetof(struct sof_abi_hdr, data) == 32, "struct sof_abi_hdr.data");
_Static_assert(offsetof(struct sof_abi_hdr, reserved) == 16, "struct sof_abi_hdr.reserved");
_Static_assert(sizeof(struct sof_manifest) == 8, "struct sof_manifest");
_Static_assert(offsetof(struct sof_manifest, items) == 8, "struct sof_manifest.items");
_Static_assert(offsetof(struct sof_manifest, abi_major) == 0, "struct sof_manifest.abi_major");
_Static_assert(offsetof(struct sof_manifest, abi_minor) == 2, "struct sof_manifest.abi_minor");
_Static_assert(offsetof(struct sof_manifest, count) == 6, "struct sof_manifest.count");
_Static_assert(offsetof(struct sof_manifest, abi_patch) == 4, "struct sof_manifest.abi_patch");
_Static_assert(sizeof(struct sof_manifest_tlv) == 8, "struct sof_manifest_tlv");
_Static_assert(offsetof(struct sof_manifest_tlv, type) == 0, "struct sof_manifest_tlv.type");
_Static_assert(offsetof(struct sof_manifest_tlv, size) == 4, "struct sof_manifest_tlv.size");
_Static_assert(offsetof(struct sof_manifest_tlv, data) == 8, "struct sof_manifest_tlv.data");
