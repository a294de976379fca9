#include <stddef.h>
#include <linux/netfilter/nf_conntrack_tcp.h>
_Static_assert(sizeof(struct nf_ct_tcp_flags) == 2, "struct nf_ct_tcp_flags");
_Static_assert(offsetof(struct nf_ct_tcp_flags, mask) == 1, "struct nf_ct_tcp_flags.mask");
_Static_assert(offsetof(struct nf_ct_tcp_flags, flags) == 0, "struct nf_ct_tcp_flags.flags");
