#include <stddef.h>
#include <linux/udp.h>
_Static_assert(sizeof(struct udphdr) == 8, "struct udphdr");
_Static_assert(offsetof(struct udphdr, check) == 6, "struct udphdr.check");
_Static_assert(offsetof(struct udphdr, len) == 4, "struct udphdr.len");
_Static_assert(offsetof(struct udphdr, dest) == 2, "struct udphdr.dest");
_Static_assert(offsetof(struct udphdr, source) == 0, "struct udphdr.source");
