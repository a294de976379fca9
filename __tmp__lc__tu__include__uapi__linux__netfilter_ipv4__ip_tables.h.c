#include <stddef.h>
#include <linux/netfilter_ipv4/ip_tables.h>
_Static_assert(sizeof(struct ipt_getinfo) == 84, "struct ipt_getinfo");
_Static_assert(offsetof(struct ipt_getinfo, hook_entry) == 36, "struct ipt_getinfo.hook_entry");
_Static_assert(offsetof(struct ipt_getinfo, size) == 80, "struct ipt_getinfo.size");
_Static_assert(offsetof(struct ipt_getinfo, valid_hooks) == 32, "struct ipt_getinfo.valid_hooks");
_Static_assert(offsetof(struct ipt_getinfo, name) == 0, "struct ipt_getinfo.name");
_Static_assert(offsetof(struct ipt_getinfo, num_entries) == 76, "struct ipt_getinfo.num_entries");
_Static_assert(offsetof(struct ipt_getinfo, underflow) == 56, "struct ipt_getinfo.underflow");
_Static_assert(sizeof(struct ipt_icmp) == 4, "struct ipt_icmp");
_Static_assert(offsetof(struct ipt_icmp, type) == 0, "struct ipt_icmp.type");
_Static_assert(offsetof(struct ipt_icmp, invflags) == 3, "struct ipt_icmp.invflags");
_Static_assert(offsetof(struct ipt_icmp, code) == 1, "struct ipt_icmp.code");
