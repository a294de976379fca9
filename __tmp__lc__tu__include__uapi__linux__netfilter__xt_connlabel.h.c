#include <stddef.h>
#include <linux/netfilter/xt_connlabel.h>
_Static_assert(sizeof(struct xt_connlabel_mtinfo) == 4, "struct xt_connlabel_mtinfo");
_Static_assert(offsetof(struct xt_connlabel_mtinfo, options) == 2, "struct xt_connlabel_mtinfo.options");
_Static_assert(offsetof(struct xt_connlabel_mtinfo, bit) == 0, "struct xt_connlabel_mtinfo.bit");
