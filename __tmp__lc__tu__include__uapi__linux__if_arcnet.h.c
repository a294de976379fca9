#include <stddef.h>
#include <linux/if_arcnet.h>
_Static_assert(sizeof(struct arc_cap) == 6, "struct arc_cap");
_Static_assert(offsetof(struct arc_cap, mes.raw) == 5, "struct arc_cap.mes.raw");
_Static_assert(offsetof(struct arc_cap, mes.ack) == 5, "struct arc_cap.mes.ack");
_Static_assert(offsetof(struct arc_cap, proto) == 0, "struct arc_cap.proto");
_Static_assert(offsetof(struct arc_cap, mes) == 5, "struct arc_cap.mes");
_Static_assert(offsetof(struct arc_cap, cookie) == 1, "struct arc_cap.cookie");
_Static_assert(sizeof(struct arc_hardware) == 4, "struct arc_hardware");
_Static_assert(offsetof(struct arc_hardware, offset) == 2, "struct arc_hardware.offset");
_Static_assert(offsetof(struct arc_hardware, dest) == 1, "struct arc_hardware.dest");
_Static_assert(offsetof(struct arc_hardware, source) == 0, "struct arc_hardware.source");
_Static_assert(sizeof(struct arc_rfc1051) == 1, "struct arc_rfc1051");
_Static_assert(offsetof(struct arc_rfc1051, payload) == 1, "struct arc_rfc1051.payload");
_Static_assert(offsetof(struct arc_rfc1051, proto) == 0, "struct arc_rfc1051.proto");
_Static_assert(sizeof(struct arc_rfc1201) == 4, "struct arc_rfc1201");
_Static_assert(offsetof(struct arc_rfc1201, payload) == 4, "struct arc_rfc1201.payload");
_Static_assert(offsetof(struct arc_rfc1201, sequence) == 2, "struct arc_rfc1201.sequence");
_Static_assert(offsetof(struct arc_rfc1201, split_flag) == 1, "struct arc_rfc1201.split_flag");
_Static_assert(offsetof(struct arc_rfc1201, proto) == 0, "struct arc_rfc1201.proto");
