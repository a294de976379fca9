#include <stddef.h>
#include <sound/sb16_csp.h>
_Static_assert(sizeof(struct snd_sb_csp_info) == 40, "struct snd_sb_csp_info");
_Static_assert(offsetof(struct snd_sb_csp_info, run_width) == 34, "struct snd_sb_csp_info.run_width");
_Static_assert(offsetof(struct snd_sb_csp_info, version) == 36, "struct snd_sb_csp_info.version");
_Static_assert(offsetof(struct snd_sb_csp_info, acc_channels) == 24, "struct snd_sb_csp_info.acc_channels");
_Static_assert(offsetof(struct snd_sb_csp_info, func_nr) == 16, "struct snd_sb_csp_info.func_nr");
_Static_assert(offsetof(struct snd_sb_csp_info, acc_rates) == 28, "struct snd_sb_csp_info.acc_rates");
_Static_assert(offsetof(struct snd_sb_csp_info, run_channels) == 32, "struct snd_sb_csp_info.run_channels");
_Static_assert(offsetof(struct snd_sb_csp_info, acc_format) == 20, "struct snd_sb_csp_info.acc_format");
_Static_assert(offsetof(struct snd_sb_csp_info, acc_width) == 26, "struct snd_sb_csp_info.acc_width");
_Static_assert(offsetof(struct snd_sb_csp_info, state) == 38, "struct snd_sb_csp_info.state");
_Static_assert(offsetof(struct snd_sb_csp_info, csp_mode) == 30, "struct snd_sb_csp_info.csp_mode");
_Static_assert(offsetof(struct snd_sb_csp_info, codec_name) == 0, "struct snd_sb_csp_info.codec_name");
_Static_assert(sizeof(struct snd_sb_csp_mc_header) == 18, "struct snd_sb_csp_mc_header");
_Static_assert(offsetof(struct snd_sb_csp_mc_header, func_req) == 16, "struct snd_sb_csp_mc_header.func_req");
_Static_assert(offsetof(struct snd_sb_csp_mc_header, codec_name) == 0, "struct snd_sb_csp_mc_header.codec_name");
_Static_assert(sizeof(struct snd_sb_csp_microcode) == 12306, "struct snd_sb_csp_microcode");
_Static_assert(offsetof(struct snd_sb_csp_microcode, info) == 0, "struct snd_sb_csp_microcode.info");
_Static_assert(offsetof(struct snd_sb_csp_microcode, data) == 18, "struct snd_sb_csp_microcode.data");
_Static_assert(sizeof(struct snd_sb_csp_start) == 8, "struct snd_sb_csp_start");
_Static_assert(offsetof(struct snd_sb_csp_start, sample_width) == 0, "struct snd_sb_csp_start.sample_width");
_Static_assert(offsetof(struct snd_sb_csp_start, channels) == 4, "struct snd_sb_csp_start.channels");
