#include <stddef.h>
#include <linux/if_tunnel.h>
_Static_assert(sizeof(struct ip_tunnel_parm) == 52, "struct ip_tunnel_parm");
_Static_assert(offsetof(struct ip_tunnel_parm, i_key) == 24, "struct ip_tunnel_parm.i_key");
_Static_assert(offsetof(struct ip_tunnel_parm, o_key) == 28, "struct ip_tunnel_parm.o_key");
_Static_assert(offsetof(struct ip_tunnel_parm, o_flags) == 22, "struct ip_tunnel_parm.o_flags");
_Static_assert(offsetof(struct ip_tunnel_parm, iph) == 32, "struct ip_tunnel_parm.iph");
_Static_assert(offsetof(struct ip_tunnel_parm, name) == 0, "struct ip_tunnel_parm.name");
_Static_assert(offsetof(struct ip_tunnel_parm, link) == 16, "struct ip_tunnel_parm.link");
_Static_assert(offsetof(struct ip_tunnel_parm, i_flags) == 20, "struct ip_tunnel_parm.i_flags");
_Static_assert(sizeof(struct ip_tunnel_prl) == 16, "struct ip_tunnel_prl");
_Static_assert(offsetof(struct ip_tunnel_prl, __reserved) == 6, "struct ip_tunnel_prl.__reserved");
_Static_assert(offsetof(struct ip_tunnel_prl, __reserved2) == 12, "struct ip_tunnel_prl.__reserved2");
_Static_assert(offsetof(struct ip_tunnel_prl, flags) == 4, "struct ip_tunnel_prl.flags");
_Static_assert(offsetof(struct ip_tunnel_prl, datalen) == 8, "struct ip_tunnel_prl.datalen");
_Static_assert(offsetof(struct ip_tunnel_prl, addr) == 0, "struct ip_tunnel_prl.addr");
