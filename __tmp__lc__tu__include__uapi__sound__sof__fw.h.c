#include <stddef.h>
#include <sound/sof/fw.h>
_Static_assert(sizeof(struct snd_sof_blk_hdr) == 12, "struct snd_sof_blk_hdr");
_Static_assert(offsetof(struct snd_sof_blk_hdr, offset) == 8, "struct snd_sof_blk_hdr.offset");
_Static_assert(offsetof(struct snd_sof_blk_hdr, type) == 0, "struct snd_sof_blk_hdr.type");
_Static_assert(offsetof(struct snd_sof_blk_hdr, size) == 4, "struct snd_sof_blk_hdr.size");
_Static_assert(sizeof(struct snd_sof_fw_header) == 16, "struct snd_sof_fw_header");
_Static_assert(offsetof(struct snd_sof_fw_header, file_size) == 4, "struct snd_sof_fw_header.file_size");
_Static_assert(offsetof(struct snd_sof_fw_header, abi) == 12, "struct snd_sof_fw_header.abi");
_Static_assert(offsetof(struct snd_sof_fw_header, sig) == 0, "struct snd_sof_fw_header.sig");
_Static_assert(offsetof(struct snd_sof_fw_header, num_modules) == 8, "struct snd_sof_fw_header.num_modules");
_Static_assert(sizeof(struct snd_sof_mod_hdr) == 12, "struct snd_sof_mod_hdr");
_Static_assert(offsetof(struct snd_sof_mod_hdr, type) == 0, "struct snd_sof_mod_hdr.type");
_Static_assert(offsetof(struct snd_sof_mod_hdr, size) == 4, "struct snd_sof_mod_hdr.size");
_Static_assert(offsetof(struct snd_sof_mod_hdr, num_blocks) == 8, "struct snd_sof_mod_hdr.num_blocks");
