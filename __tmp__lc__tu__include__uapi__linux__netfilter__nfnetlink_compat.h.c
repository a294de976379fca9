#include <stddef.h>
#include <linux/netfilter/nfnetlink_compat.h>
_Static_assert(sizeof(struct nfattr) == 4, "struct nfattr");
_Static_assert(offsetof(struct nfattr, nfa_type) == 2, "struct nfattr.nfa_type");
_Static_assert(offsetof(struct nfattr, nfa_len) == 0, "struct nfattr.nfa_len");
