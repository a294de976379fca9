#include <stddef.h>
#include <linux/futex.h>
_Static_assert(sizeof(struct futex_waitv) == 24, "struct futex_waitv");
_Static_assert(offsetof(struct futex_waitv, __reserved) == 20, "struct futex_waitv.__reserved");
_Static_assert(offsetof(struct futex_waitv, uaddr) == 8, "struct futex_waitv.uaddr");
_Static_assert(offsetof(struct futex_waitv, flags) == 16, "struct futex_waitv.flags");
_Static_assert(offsetof(struct futex_waitv, val) == 0, "struct futex_waitv.val");
_Static_assert(sizeof(struct robust_list) == 8, "struct robust_list");
_Static_assert(offsetof(struct robust_list, next) == 0, "struct robust_list.next");
_Static_assert(sizeof(struct robust_list_head) == 24, "struct robust_list_head");
_Static_assert(offsetof(struct robust_list_head, list) == 0, "struct robust_list_head.list");
_Static_assert(offsetof(struct robust_list_head, futex_offset) == 8, "struct robust_list_head.futex_offset");
_Static_assert(offsetof(struct robust_list_head, list_op_pending) == 16, "struct robust_list_head.list_op_pending");
