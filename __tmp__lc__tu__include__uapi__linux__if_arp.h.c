#include <stddef.h>
#include <linux/if_arp.h>
_Static_assert(sizeof(struct arphdr) == 8, "struct arphdr");
_Static_assert(offsetof(struct arphdr, ar_op) == 6, "struct arphdr.ar_op");
_Static_assert(offsetof(struct arphdr, ar_pro) == 2, "struct arphdr.ar_pro");
_Static_assert(offsetof(struct arphdr, ar_hln) == 4, "struct arphdr.ar_hln");
_Static_assert(offsetof(struct arphdr, ar_hrd) == 0, "struct arphdr.ar_hrd");
_Static_assert(offsetof(struct arphdr, ar_pln) == 5, "struct arphdr.ar_pln");
