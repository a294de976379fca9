#include <stddef.h>
#include <linux/atm_tcp.h>
_Static_assert(sizeof(struct atmtcp_hdr) == 8, "struct atmtcp_hdr");
_Static_assert(offsetof(struct atmtcp_hdr, vci) == 2, "struct atmtcp_hdr.vci");
_Static_assert(offsetof(struct atmtcp_hdr, length) == 4, "struct atmtcp_hdr.length");
_Static_assert(offsetof(struct atmtcp_hdr, vpi) == 0, "struct atmtcp_hdr.vpi");
