#include <stddef.h>
#include <linux/netfilter_arp/arp_tables.h>
_Static_assert(sizeof(struct arpt_devaddr_info) == 32, "struct arpt_devaddr_info");
_Static_assert(offsetof(struct arpt_devaddr_info, mask) == 16, "struct arpt_devaddr_info.mask");
_Static_assert(offsetof(struct arpt_devaddr_info, addr) == 0, "struct arpt_devaddr_info.addr");
_Static_assert(sizeof(struct arpt_getinfo) == 68, "struct arpt_getinfo");
_Static_assert(offsetof(struct arpt_getinfo, hook_entry) == 36, "struct arpt_getinfo.hook_entry");
_Static_assert(offsetof(struct arpt_getinfo, size) == 64, "struct arpt_getinfo.size");
_Static_assert(offsetof(struct arpt_getinfo, valid_hooks) == 32, "struct arpt_getinfo.valid_hooks");
_Static_assert(offsetof(struct arpt_getinfo, name) == 0, "struct arpt_getinfo.name");
_Static_assert(offsetof(struct arpt_getinfo, num_entries) == 60, "struct arpt_getinfo.num_entries");
_Static_assert(offsetof(struct arpt_getinfo, underflow) == 48, "struct arpt_getinfo.underflow");
