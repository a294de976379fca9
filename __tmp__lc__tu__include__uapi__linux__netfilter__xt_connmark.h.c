#include <stddef.h>
#include <linux/netfilter/xt_connmark.h>
_Static_assert(sizeof(struct xt_connmark_mtinfo1) == 12, "struct xt_connmark_mtinfo1");
_Static_assert(offsetof(struct xt_connmark_mtinfo1, mark) == 0, "struct xt_connmark_mtinfo1.mark");
_Static_assert(offsetof(struct xt_connmark_mtinfo1, invert) == 8, "struct xt_connmark_mtinfo1.invert");
_Static_assert(offsetof(struct xt_connmark_mtinfo1, mask) == 4, "struct xt_connmark_mtinfo1.mask");
_Static_assert(sizeof(struct xt_connmark_tginfo1) == 16, "struct xt_connmark_tginfo1");
_Static_assert(offsetof(struct xt_connmark_tginfo1, mode) == 12, "struct xt_connmark_tginfo1.mode");
_Static_assert(offsetof(struct xt_connmark_tginfo1, ctmark) == 0, "struct xt_connmark_tginfo1.ctmark");
_Static_assert(offsetof(struct xt_connmark_tginfo1, nfmask) == 8, "struct xt_connmark_tginfo1.nfmask");
_Static_assert(offsetof(struct xt_connmark_tginfo1, ctmask) == 4, "struct xt_connmark_tginfo1.ctmask");
_Static_assert(sizeof(struct xt_connmark_tginfo2) == 16, "struct xt_connmark_tginfo2");
_Static_assert(offsetof(struct xt_connmark_tginfo2, shift_bits) == 13, "struct xt_connmark_tginfo2.shift_bits");
_Static_assert(offsetof(struct xt_connmark_tginfo2, mode) == 14, "struct xt_connmark_tginfo2.mode");
_Static_assert(offsetof(struct xt_connmark_tginfo2, ctmark) == 0, "struct xt_connmark_tginfo2.ctmark");
_Static_assert(offsetof(struct xt_connmark_tginfo2, nfmask) == 8, "struct xt_connmark_tginfo2.nfmask");
_Static_assert(offsetof(struct xt_connmark_tginfo2, ctmask) == 4, "struct xt_connmark_tginfo2.ctmask");
_Static_assert(offsetof(struct xt_connmark_tginfo2, shift_dir) == 12, "struct xt_connmark_tginfo2.shift_dir");
