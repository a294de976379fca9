#include <stddef.h>
#include <linux/am437x-vpfe.h>
_Static_assert(sizeof(struct vpfe_ccdc_a_law) == 8, "struct vpfe_ccdc_a_law");
_Static_assert(offsetof(struct vpfe_ccdc_a_law, enable) == 0, "struct vpfe_ccdc_a_law.enable");
_Static_assert(offsetof(struct vpfe_ccdc_a_law, gamma_wd) == 4, "struct vpfe_ccdc_a_law.gamma_wd");
_Static_assert(sizeof(struct vpfe_ccdc_black_clamp) == 20, "struct vpfe_ccdc_black_clamp");
_Static_assert(offsetof(struct vpfe_ccdc_black_clamp, sgain) == 14, "struct vpfe_ccdc_black_clamp.sgain");
_Static_assert(offsetof(struct vpfe_ccdc_black_clamp, sample_ln) == 8, "struct vpfe_ccdc_black_clamp.sample_ln");
_Static_assert(offsetof(struct vpfe_ccdc_black_clamp, enable) == 0, "struct vpfe_ccdc_black_clamp.enable");
_Static_assert(offsetof(struct vpfe_ccdc_black_clamp, sample_pixel) == 4, "struct vpfe_ccdc_black_clamp.sample_pixel");
_Static_assert(offsetof(struct vpfe_ccdc_black_clamp, dc_sub) == 16, "struct vpfe_ccdc_black_clamp.dc_sub");
_Static_assert(offsetof(struct vpfe_ccdc_black_clamp, start_pixel) == 12, "struct vpfe_ccdc_black_clamp.start_pixel");
_Static_assert(sizeof(struct vpfe_ccdc_black_compensation) == 4, "struct vpfe_ccdc_black_compensation");
_Static_assert(offsetof(struct vpfe_ccdc_black_compensation, r) == 0, "struct vpfe_ccdc_black_compensation.r");
_Static_assert(offsetof(struct vpfe_ccdc_black_compensation, gr) == 1, "struct vpfe_ccdc_black_compensation.gr");
_Static_assert(offsetof(struct vpfe_ccdc_black_compensation, b) == 2, "struct vpfe_ccdc_black_compensation.b");
_Static_assert(offsetof(struct vpfe_ccdc_black_compensation, gb) == 3, "struct vpfe_ccdc_black_compensation.gb");
_Static_assert(sizeof(struct vpfe_ccdc_config_params_raw) == 36, "struct vpfe_ccdc_config_params_raw");
_Static_assert(offsetof(struct vpfe_ccdc_config_params_raw, data_sz) == 0, "struct vpfe_ccdc_config_params_raw.data_sz");
_Static_assert(offsetof(struct vpfe_ccdc_config_params_raw, alaw) == 4, "struct vpfe_ccdc_config_params_raw.alaw");
_Static_assert(offsetof(struct vpfe_ccdc_config_params_raw, blk_comp) == 32, "struct vpfe_ccdc_config_params_raw.blk_comp");
_Static_assert(offsetof(struct vpfe_ccdc_config_params_raw, blk_clamp) == 12, "struct vpfe_ccdc_config_params_raw.blk_clamp");
