#include <stddef.h>
#include <linux/if_tun.h>
_Static_assert(sizeof(struct tun_filter) == 4, "struct tun_filter");
_Static_assert(offsetof(struct tun_filter, flags) == 0, "struct tun_filter.flags");
_Static_assert(offsetof(struct tun_filter, addr) == 4, "struct tun_filter.addr");
_Static_assert(offsetof(struct tun_filter, count) == 2, "struct tun_filter.count");
_Static_assert(sizeof(struct tun_pi) == 4, "struct tun_pi");
_Static_assert(offsetof(struct tun_pi, flags) == 0, "struct tun_pi.flags");
_Static_assert(offsetof(struct tun_pi, proto) == 2, "struct tun_pi.proto");
