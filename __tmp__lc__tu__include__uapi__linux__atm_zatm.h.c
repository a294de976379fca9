#include <stddef.h>
#include <linux/atm_zatm.h>
_Static_assert(sizeof(struct zatm_pool_info) == 36, "struct zatm_pool_info");
_Static_assert(offsetof(struct zatm_pool_info, offset) == 20, "struct zatm_pool_info.offset");
_Static_assert(offsetof(struct zatm_pool_info, next_cnt) == 28, "struct zatm_pool_info.next_cnt");
_Static_assert(offsetof(struct zatm_pool_info, next_thres) == 32, "struct zatm_pool_info.next_thres");
_Static_assert(offsetof(struct zatm_pool_info, low_water) == 4, "struct zatm_pool_info.low_water");
_Static_assert(offsetof(struct zatm_pool_info, rqa_count) == 12, "struct zatm_pool_info.rqa_count");
_Static_assert(offsetof(struct zatm_pool_info, ref_count) == 0, "struct zatm_pool_info.ref_count");
_Static_assert(offsetof(struct zatm_pool_info, high_water) == 8, "struct zatm_pool_info.high_water");
_Static_assert(offsetof(struct zatm_pool_info, rqu_count) == 16, "struct zatm_pool_info.rqu_count");
_Static_assert(offsetof(struct zatm_pool_info, next_off) == 24, "struct zatm_pool_info.next_off");
_Static_assert(sizeof(struct zatm_pool_req) == 40, "struct zatm_pool_req");
_Static_assert(offsetof(struct zatm_pool_req, info) == 4, "struct zatm_pool_req.info");
_Static_assert(offsetof(struct zatm_pool_req, pool_num) == 0, "struct zatm_pool_req.pool_num");
