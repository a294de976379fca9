#include <stddef.h>
#include <linux/netfilter/nf_synproxy.h>
_Static_assert(sizeof(struct nf_synproxy_info) == 4, "struct nf_synproxy_info");
_Static_assert(offsetof(struct nf_synproxy_info, mss) == 2, "struct nf_synproxy_info.mss");
_Static_assert(offsetof(struct nf_synproxy_info, options) == 0, "struct nf_synproxy_info.options");
_Static_assert(offsetof(struct nf_synproxy_info, wscale) == 1, "struct nf_synproxy_info.wscale");
