#include <stddef.h>
#include <linux/icmp.h>
_Static_assert(sizeof(struct icmp_ext_echo_ctype3_hdr) == 4, "struct icmp_ext_echo_ctype3_hdr");
_Static_assert(offsetof(struct icmp_ext_echo_ctype3_hdr, addrlen) == 2, "struct icmp_ext_echo_ctype3_hdr.addrlen");
_Static_assert(offsetof(struct icmp_ext_echo_ctype3_hdr, afi) == 0, "struct icmp_ext_echo_ctype3_hdr.afi");
_Static_assert(offsetof(struct icmp_ext_echo_ctype3_hdr, reserved) == 3, "struct icmp_ext_echo_ctype3_hdr.reserved");
_Static_assert(sizeof(struct icmp_ext_hdr) == 4, "struct icmp_ext_hdr");
_Static_assert(offsetof(struct icmp_ext_hdr, checksum) == 2, "struct icmp_ext_hdr.checksum");
_Static_assert(offsetof(struct icmp_ext_hdr, reserved2) == 1, "struct icmp_ext_hdr.reserved2");
_Static_assert(sizeof(struct icmp_extobj_hdr) == 4, "struct icmp_extobj_hdr");
_Static_assert(offsetof(struct icmp_extobj_hdr, class_num) == 2, "struct icmp_extobj_hdr.class_num");
_Static_assert(offsetof(struct icmp_extobj_hdr, class_type) == 3, "struct icmp_extobj_hdr.class_type");
_Static_assert(offsetof(struct icmp_extobj_hdr, length) == 0, "struct icmp_extobj_hdr.length");
_Static_assert(sizeof(struct icmp_filter) == 4, "struct icmp_filter");
_Static_assert(offsetof(struct icmp_filter, data) == 0, "struct icmp_filter.data");
_Static_assert(sizeof(struct icmphdr) == 8, "struct icmphdr");
_Static_assert(offsetof(struct icmphdr, un.frag.__unused) == 4, "struct icmphdr.un.frag.__unused");
_Static_assert(offsetof(struct icmphdr, un.echo.id) == 4, "struct icmphdr.un.echo.id");
_Static_assert(offsetof(struct icmphdr, type) == 0, "struct icmphdr.type");
_Static_assert(offsetof(struct icmphdr, un.gateway) == 4, "struct icmphdr.un.gateway");
_Static_assert(offsetof(struct icmphdr, checksum) == 2, "struct icmphdr.checksum");
_Static_assert(offsetof(struct icmphdr, un.frag.mtu) == 6, "struct icmphdr.un.frag.mtu");
_Static_assert(offsetof(struct icmphdr, un) == 4, "struct icmphdr.un");
_Static_assert(offsetof(struct icmphdr, un.echo) == 4, "struct icmphdr.un.echo");
_Static_assert(offsetof(struct icmphdr, un.echo.sequence) == 6, "struct icmphdr.un.echo.sequence");
_Static_assert(offsetof(struct icmphdr, un.reserved) == 4, "struct icmphdr.un.reserved");
_Static_assert(offsetof(struct icmphdr, code) == 1, "struct icmphdr.code");
_Static_assert(offsetof(struct icmphdr, un.frag) == 4, "struct icmphdr.un.frag");
