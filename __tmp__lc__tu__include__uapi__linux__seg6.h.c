#include <stddef.h>
#include <linux/seg6.h>
_Static_assert(sizeof(struct sr6_tlv) == 2, "struct sr6_tlv");
_Static_assert(offsetof(struct sr6_tlv, len) == 1, "struct sr6_tlv.len");
_Static_assert(offsetof(struct sr6_tlv, type) == 0, "struct sr6_tlv.type");
_Static_assert(offsetof(struct sr6_tlv, data) == 2, "struct sr6_tlv.data");
