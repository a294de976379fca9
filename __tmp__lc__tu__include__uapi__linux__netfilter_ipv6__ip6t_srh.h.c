#include <stddef.h>
#include <linux/netfilter_ipv6/ip6t_srh.h>
_Static_assert(sizeof(struct ip6t_srh) == 10, "struct ip6t_srh");
_Static_assert(offsetof(struct ip6t_srh, mt_invflags) == 8, "struct ip6t_srh.mt_invflags");
_Static_assert(offsetof(struct ip6t_srh, hdr_len) == 1, "struct ip6t_srh.hdr_len");
_Static_assert(offsetof(struct ip6t_srh, tag) == 4, "struct ip6t_srh.tag");
_Static_assert(offsetof(struct ip6t_srh, mt_flags) == 6, "struct ip6t_srh.mt_flags");
_Static_assert(offsetof(struct ip6t_srh, segs_left) == 2, "struct ip6t_srh.segs_left");
_Static_assert(offsetof(struct ip6t_srh, next_hdr) == 0, "struct ip6t_srh.next_hdr");
_Static_assert(offsetof(struct ip6t_srh, last_entry) == 3, "struct ip6t_srh.last_entry");
