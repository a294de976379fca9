#include <stddef.h>
#include <linux/if_pppox.h>
_Static_assert(sizeof(struct pppoe_addr) == 24, "struct pppoe_addr");
_Static_assert(offsetof(struct pppoe_addr, sid) == 0, "struct pppoe_addr.sid");
_Static_assert(offsetof(struct pppoe_addr, remote) == 2, "struct pppoe_addr.remote");
_Static_assert(offsetof(struct pppoe_addr, dev) == 8, "struct pppoe_addr.dev");
_Static_assert(sizeof(struct pppoe_hdr) == 6, "struct pppoe_hdr");
_Static_assert(offsetof(struct pppoe_hdr, sid) == 2, "struct pppoe_hdr.sid");
_Static_assert(offsetof(struct pppoe_hdr, tag) == 6, "struct pppoe_hdr.tag");
_Static_assert(offsetof(struct pppoe_hdr, length) == 4, "struct pppoe_hdr.length");
_Static_assert(offsetof(struct pppoe_hdr, code) == 1, "struct pppoe_hdr.code");
_Static_assert(sizeof(struct pppoe_tag) == 4, "struct pppoe_tag");
_Static_assert(offsetof(struct pppoe_tag, tag_len) == 2, "struct pppoe_tag.tag_len");
_Static_assert(offsetof(struct pppoe_tag, tag_type) == 0, "struct pppoe_tag.tag_type");
_Static_assert(offsetof(struct pppoe_tag, tag_data) == 4, "struct pppoe_tag.tag_data");
