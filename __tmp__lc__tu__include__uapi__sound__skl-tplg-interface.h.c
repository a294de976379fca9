#include <stddef.h>
#include <sound/skl-tplg-interface.h>
_Static_assert(sizeof(struct skl_dfw_algo_data) == 12, "struct skl_dfw_algo_data");
_Static_assert(offsetof(struct skl_dfw_algo_data, params) == 12, "struct skl_dfw_algo_data.params");
_Static_assert(offsetof(struct skl_dfw_algo_data, max) == 8, "struct skl_dfw_algo_data.max");
_Static_assert(offsetof(struct skl_dfw_algo_data, param_id) == 4, "struct skl_dfw_algo_data.param_id");
