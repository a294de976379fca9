#include <stddef.h>
#include <linux/icmpv6.h>
_Static_assert(sizeof(struct icmp6_filter) == 32, "struct icmp6_filter");
_Static_assert(offsetof(struct icmp6_filter, data) == 0, "struct icmp6_filter.data");
_Static_assert(sizeof(struct icmp6hdr) == 8, "struct icmp6hdr");
_Static_assert(offsetof(struct icmp6hdr, icmp6_cksum) == 2, "struct icmp6hdr.icmp6_cksum");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun.u_nd_ra) == 4, "struct icmp6hdr.icmp6_dataun.u_nd_ra");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun.u_echo.sequence) == 6, "struct icmp6hdr.icmp6_dataun.u_echo.sequence");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun.u_echo.identifier) == 4, "struct icmp6hdr.icmp6_dataun.u_echo.identifier");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun.u_nd_ra.hop_limit) == 4, "struct icmp6hdr.icmp6_dataun.u_nd_ra.hop_limit");
_Static_assert(offsetof(struct icmp6hdr, icmp6_code) == 1, "struct icmp6hdr.icmp6_code");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun.u_nd_advt) == 4, "struct icmp6hdr.icmp6_dataun.u_nd_advt");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun.un_data32) == 4, "struct icmp6hdr.icmp6_dataun.un_data32");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun.un_data16) == 4, "struct icmp6hdr.icmp6_dataun.un_data16");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun.un_data8) == 4, "struct icmp6hdr.icmp6_dataun.un_data8");
_Static_assert(offsetof(struct icmp6hdr, icmp6_type) == 0, "struct icmp6hdr.icmp6_type");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun) == 4, "struct icmp6hdr.icmp6_dataun");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun.u_nd_ra.rt_lifetime) == 6, "struct icmp6hdr.icmp6_dataun.u_nd_ra.rt_lifetime");
_Static_assert(offsetof(struct icmp6hdr, icmp6_dataun.u_echo) == 4, "struct icmp6hdr.icmp6_dataun.u_echo");
