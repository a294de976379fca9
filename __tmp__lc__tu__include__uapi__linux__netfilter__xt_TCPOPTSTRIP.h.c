#include <stddef.h>
#include <linux/netfilter/xt_TCPOPTSTRIP.h>
_Static_assert(sizeof(struct xt_tcpoptstrip_target_info) == 32, "struct xt_tcpoptstrip_target_info");
_Static_assert(offsetof(struct xt_tcpoptstrip_target_info, strip_bmap) == 0, "struct xt_tcpoptstrip_target_info.strip_bmap");
