#include <stddef.h>
#include <linux/lsm.h>
_Static_assert(sizeof(struct lsm_ctx) == 32, "struct lsm_ctx");
_Static_assert(offsetof(struct lsm_ctx, ctx_len) == 24, "struct lsm_ctx.ctx_len");
_Static_assert(offsetof(struct lsm_ctx, len) == 16, "struct lsm_ctx.len");
_Static_assert(offsetof(struct lsm_ctx, ctx) == 32, "struct lsm_ctx.ctx");
_Static_assert(offsetof(struct lsm_ctx, id) == 0, "struct lsm_ctx.id");
_Static_assert(offsetof(struct lsm_ctx, flags) == 8, "struct lsm_ctx.flags");
