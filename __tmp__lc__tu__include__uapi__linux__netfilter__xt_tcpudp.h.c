#include <stddef.h>
#include <linux/netfilter/xt_tcpudp.h>
_Static_assert(sizeof(struct xt_tcp) == 12, "struct xt_tcp");
_Static_assert(offsetof(struct xt_tcp, dpts) == 4, "struct xt_tcp.dpts");
_Static_assert(offsetof(struct xt_tcp, spts) == 0, "struct xt_tcp.spts");
_Static_assert(offsetof(struct xt_tcp, option) == 8, "struct xt_tcp.option");
_Static_assert(offsetof(struct xt_tcp, flg_cmp) == 10, "struct xt_tcp.flg_cmp");
_Static_assert(offsetof(struct xt_tcp, flg_mask) == 9, "struct xt_tcp.flg_mask");
_Static_assert(offsetof(struct xt_tcp, invflags) == 11, "struct xt_tcp.invflags");
_Static_assert(sizeof(struct xt_udp) == 10, "struct xt_udp");
_Static_assert(offsetof(struct xt_udp, dpts) == 4, "struct xt_udp.dpts");
_Static_assert(offsetof(struct xt_udp, spts) == 0, "struct xt_udp.spts");
_Static_assert(offsetof(struct xt_udp, invflags) == 8, "struct xt_udp.invflags");
