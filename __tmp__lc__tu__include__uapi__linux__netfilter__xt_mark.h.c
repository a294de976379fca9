#include <stddef.h>
#include <linux/netfilter/xt_mark.h>
_Static_assert(sizeof(struct xt_mark_mtinfo1) == 12, "struct xt_mark_mtinfo1");
_Static_assert(offsetof(struct xt_mark_mtinfo1, mark) == 0, "struct xt_mark_mtinfo1.mark");
_Static_assert(offsetof(struct xt_mark_mtinfo1, invert) == 8, "struct xt_mark_mtinfo1.invert");
_Static_assert(offsetof(struct xt_mark_mtinfo1, mask) == 4, "struct xt_mark_mtinfo1.mask");
_Static_assert(sizeof(struct xt_mark_tginfo2) == 8, "struct xt_mark_tginfo2");
_Static_assert(offsetof(struct xt_mark_tginfo2, mark) == 0, "struct xt_mark_tginfo2.mark");
_Static_assert(offsetof(struct xt_mark_tginfo2, mask) == 4, "struct xt_mark_tginfo2.mask");
