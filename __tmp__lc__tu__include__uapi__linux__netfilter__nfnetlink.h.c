#include <stddef.h>
#include <linux/netfilter/nfnetlink.h>
_Static_assert(sizeof(struct nfgenmsg) == 4, "struct nfgenmsg");
_Static_assert(offsetof(struct nfgenmsg, version) == 1, "struct nfgenmsg.version");
_Static_assert(offsetof(struct nfgenmsg, nfgen_family) == 0, "struct nfgenmsg.nfgen_family");
_Static_assert(offsetof(struct nfgenmsg, res_id) == 2, "struct nfgenmsg.res_id");
