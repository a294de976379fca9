#include <stddef.h>
#include <linux/if_fc.h>
_Static_assert(sizeof(struct fch_hdr) == 12, "struct fch_hdr");
_Static_assert(offsetof(struct fch_hdr, daddr) == 0, "struct fch_hdr.daddr");
_Static_assert(offsetof(struct fch_hdr, saddr) == 6, "struct fch_hdr.saddr");
_Static_assert(sizeof(struct fcllc) == 8, "struct fcllc");
_Static_assert(offsetof(struct fcllc, protid) == 3, "struct fcllc.protid");
_Static_assert(offsetof(struct fcllc, ethertype) == 6, "struct fcllc.ethertype");
_Static_assert(offsetof(struct fcllc, ssap) == 1, "struct fcllc.ssap");
_Static_assert(offsetof(struct fcllc, llc) == 2, "struct fcllc.llc");
_Static_assert(offsetof(struct fcllc, dsap) == 0, "struct fcllc.dsap");
