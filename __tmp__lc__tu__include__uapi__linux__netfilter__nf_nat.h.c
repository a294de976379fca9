#include <stddef.h>
#include <linux/netfilter/nf_nat.h>
_Static_assert(sizeof(struct nf_nat_ipv4_multi_range_compat) == 20, "struct nf_nat_ipv4_multi_range_compat");
_Static_assert(offsetof(struct nf_nat_ipv4_multi_range_compat, range) == 4, "struct nf_nat_ipv4_multi_range_compat.range");
_Static_assert(offsetof(struct nf_nat_ipv4_multi_range_compat, rangesize) == 0, "struct nf_nat_ipv4_multi_range_compat.rangesize");
_Static_assert(sizeof(struct nf_nat_ipv4_range) == 16, "struct nf_nat_ipv4_range");
_Static_assert(offsetof(struct nf_nat_ipv4_range, min) == 12, "struct nf_nat_ipv4_range.min");
_Static_assert(offsetof(struct nf_nat_ipv4_range, max) == 14, "struct nf_nat_ipv4_range.max");
_Static_assert(offsetof(struct nf_nat_ipv4_range, max_ip) == 8, "struct nf_nat_ipv4_range.max_ip");
_Static_assert(offsetof(struct nf_nat_ipv4_range, min_ip) == 4, "struct nf_nat_ipv4_range.min_ip");
_Static_assert(offsetof(struct nf_nat_ipv4_range, flags) == 0, "struct nf_nat_ipv4_range.flags");
