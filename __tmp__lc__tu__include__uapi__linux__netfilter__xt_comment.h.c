#include <stddef.h>
#include <linux/netfilter/xt_comment.h>
_Static_assert(sizeof(struct xt_comment_info) == 256, "struct xt_comment_info");
_Static_assert(offsetof(struct xt_comment_info, comment) == 0, "struct xt_comment_info.comment");
