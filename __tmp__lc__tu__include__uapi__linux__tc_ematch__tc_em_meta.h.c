#include <stddef.h>
#include <linux/tc_ematch/tc_em_meta.h>
_Static_assert(sizeof(struct tcf_meta_hdr) == 8, "struct tcf_meta_hdr");
_Static_assert(offsetof(struct tcf_meta_hdr, right) == 4, "struct tcf_meta_hdr.right");
_Static_assert(offsetof(struct tcf_meta_hdr, left) == 0, "struct tcf_meta_hdr.left");
_Static_assert(sizeof(struct tcf_meta_val) == 4, "struct tcf_meta_val");
_Static_assert(offsetof(struct tcf_meta_val, kind) == 0, "struct tcf_meta_val.kind");
_Static_assert(offsetof(struct tcf_meta_val, shift) == 2, "struct tcf_meta_val.shift");
_Static_assert(offsetof(struct tcf_meta_val, op) == 3, "struct tcf_meta_val.op");
