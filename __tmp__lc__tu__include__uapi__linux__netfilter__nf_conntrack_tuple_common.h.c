#include <stddef.h>
#include <linux/netfilter/nf_conntrack_tuple_common.h>
_Static_assert(sizeof(union nf_conntrack_man_proto) == 2, "union nf_conntrack_man_proto");
_Static_assert(offsetof(union nf_conntrack_man_proto, udp) == 0, "union nf_conntrack_man_proto.udp");
_Static_assert(offsetof(union nf_conntrack_man_proto, all) == 0, "union nf_conntrack_man_proto.all");
_Static_assert(offsetof(union nf_conntrack_man_proto, tcp) == 0, "union nf_conntrack_man_proto.tcp");
_Static_assert(offsetof(union nf_conntrack_man_proto, tcp.port) == 0, "union nf_conntrack_man_proto.tcp.port");
_Static_assert(offsetof(union nf_conntrack_man_proto, gre.key) == 0, "union nf_conntrack_man_proto.gre.key");
_Static_assert(offsetof(union nf_conntrack_man_proto, udp.port) == 0, "union nf_conntrack_man_proto.udp.port");
_Static_assert(offsetof(union nf_conntrack_man_proto, dccp) == 0, "union nf_conntrack_man_proto.dccp");
_Static_assert(offsetof(union nf_conntrack_man_proto, sctp.port) == 0, "union nf_conntrack_man_proto.sctp.port");
_Static_assert(offsetof(union nf_conntrack_man_proto, sctp) == 0, "union nf_conntrack_man_proto.sctp");
_Static_assert(offsetof(union nf_conntrack_man_proto, icmp.id) == 0, "union nf_conntrack_man_proto.icmp.id");
_Static_assert(offsetof(union nf_conntrack_man_proto, icmp) == 0, "union nf_conntrack_man_proto.icmp");
_Static_assert(offsetof(union nf_conntrack_man_proto, dccp.port) == 0, "union nf_conntrack_man_proto.dccp.port");
_Static_assert(offsetof(union nf_conntrack_man_proto, gre) == 0, "union nf_conntrack_man_proto.gre");
