#include <stddef.h>
#include <linux/seg6_hmac.h>
_Static_assert(sizeof(struct sr6_tlv_hmac) == 40, "struct sr6_tlv_hmac");
_Static_assert(offsetof(struct sr6_tlv_hmac, hmackeyid) == 4, "struct sr6_tlv_hmac.hmackeyid");
_Static_assert(offsetof(struct sr6_tlv_hmac, tlvhdr) == 0, "struct sr6_tlv_hmac.tlvhdr");
_Static_assert(offsetof(struct sr6_tlv_hmac, hmac) == 8, "struct sr6_tlv_hmac.hmac");
_Static_assert(offsetof(struct sr6_tlv_hmac, reserved) == 2, "struct sr6_tlv_hmac.reserved");
