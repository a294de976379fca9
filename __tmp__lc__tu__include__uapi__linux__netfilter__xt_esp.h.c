#include <stddef.h>
#include <linux/netfilter/xt_esp.h>
_Static_assert(sizeof(struct xt_esp) == 12, "struct xt_esp");
_Static_assert(offsetof(struct xt_esp, spis) == 0, "struct xt_esp.spis");
_Static_assert(offsetof(struct xt_esp, invflags) == 8, "struct xt_esp.invflags");
