#include <stddef.h>
#include <linux/netfilter/xt_cpu.h>
_Static_assert(sizeof(struct xt_cpu_info) == 8, "struct xt_cpu_info");
_Static_assert(offsetof(struct xt_cpu_info, cpu) == 0, "struct xt_cpu_info.cpu");
_Static_assert(offsetof(struct xt_cpu_info, invert) == 4, "struct xt_cpu_info.invert");
