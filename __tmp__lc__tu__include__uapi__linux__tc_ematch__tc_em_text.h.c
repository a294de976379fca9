#include <stddef.h>
#include <linux/tc_ematch/tc_em_text.h>
_Static_assert(sizeof(struct tcf_em_text) == 24, "struct tcf_em_text");
_Static_assert(offsetof(struct tcf_em_text, pattern_len) == 20, "struct tcf_em_text.pattern_len");
_Static_assert(offsetof(struct tcf_em_text, from_offset) == 16, "struct tcf_em_text.from_offset");
_Static_assert(offsetof(struct tcf_em_text, pad) == 23, "struct tcf_em_text.pad");
_Static_assert(offsetof(struct tcf_em_text, to_offset) == 18, "struct tcf_em_text.to_offset");
_Static_assert(offsetof(struct tcf_em_text, algo) == 0, "struct tcf_em_text.algo");
