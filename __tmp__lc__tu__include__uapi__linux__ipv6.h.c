#include <stddef.h>
#include <linux/ipv6.h>
_Static_assert(sizeof(struct ipv6_opt_hdr) == 2, "struct ipv6_opt_hdr");
_Static_assert(offsetof(struct ipv6_opt_hdr, hdrlen) == 1, "struct ipv6_opt_hdr.hdrlen");
_Static_assert(offsetof(struct ipv6_opt_hdr, nexthdr) == 0, "struct ipv6_opt_hdr.nexthdr");
_Static_assert(sizeof(struct ipv6_rt_hdr) == 4, "struct ipv6_rt_hdr");
_Static_assert(offsetof(struct ipv6_rt_hdr, type) == 2, "struct ipv6_rt_hdr.type");
_Static_assert(offsetof(struct ipv6_rt_hdr, hdrlen) == 1, "struct ipv6_rt_hdr.hdrlen");
_Static_assert(offsetof(struct ipv6_rt_hdr, segments_left) == 3, "struct ipv6_rt_hdr.segments_left");
_Static_assert(offsetof(struct ipv6_rt_hdr, nexthdr) == 0, "struct ipv6_rt_hdr.nexthdr");
