#include <stddef.h>
#include <linux/netfilter_bridge/ebtables.h>
_Static_assert(sizeof(struct ebt_counter) == 16, "struct ebt_counter");
_Static_assert(offsetof(struct ebt_counter, bcnt) == 8, "struct ebt_counter.bcnt");
_Static_assert(offsetof(struct ebt_counter, pcnt) == 0, "struct ebt_counter.pcnt");
_Static_assert(sizeof(struct ebt_replace) == 120, "struct ebt_replace");
_Static_assert(offsetof(struct ebt_replace, num_counters) == 96, "struct ebt_replace.num_counters");
_Static_assert(offsetof(struct ebt_replace, hook_entry) == 48, "struct ebt_replace.hook_entry");
_Static_assert(offsetof(struct ebt_replace, valid_hooks) == 32, "struct ebt_replace.valid_hooks");
_Static_assert(offsetof(struct ebt_replace, name) == 0, "struct ebt_replace.name");
_Static_assert(offsetof(struct ebt_replace, counters) == 104, "struct ebt_replace.counters");
_Static_assert(offsetof(struct ebt_replace, entries) == 112, "struct ebt_replace.entries");
_Static_assert(offsetof(struct ebt_replace, nentries) == 36, "struct ebt_replace.nentries");
_Static_assert(offsetof(struct ebt_replace, entries_size) == 40, "struct ebt_replace.entries_size");
_Static_assert(sizeof(struct ebt_replace_kernel) == 120, "struct ebt_replace_kernel");
_Static_assert(offsetof(struct ebt_replace_kernel, num_counters) == 96, "struct ebt_replace_kernel.num_counters");
_Static_assert(offsetof(struct ebt_replace_kernel, hook_entry) == 48, "struct ebt_replace_kernel.hook_entry");
_Static_assert(offsetof(struct ebt_replace_kernel, valid_hooks) == 32, "struct ebt_replace_kernel.valid_hooks");
_Static_assert(offsetof(struct ebt_replace_kernel, name) == 0, "struct ebt_replace_kernel.name");
_Static_assert(offsetof(struct ebt_replace_kernel, counters) == 104, "struct ebt_replace_kernel.counters");
_Static_assert(offsetof(struct ebt_replace_kernel, entries) == 112, "struct ebt_replace_kernel.entries");
_Static_assert(offsetof(struct ebt_replace_kernel, nentries) == 36, "struct ebt_replace_kernel.nentries");
_Static_assert(offsetof(struct ebt_replace_kernel, entries_size) == 40, "struct ebt_replace_kernel.entries_size");
