#include <stddef.h>
#include <linux/bcm933xx_hcs.h>
_Static_assert(sizeof(struct bcm_hcs) == 92, "struct bcm_hcs");
_Static_assert(offsetof(struct bcm_hcs, filename) == 20, "struct bcm_hcs.filename");
_Static_assert(offsetof(struct bcm_hcs, magic) == 0, "struct bcm_hcs.magic");
_Static_assert(offsetof(struct bcm_hcs, build_date) == 8, "struct bcm_hcs.build_date");
_Static_assert(offsetof(struct bcm_hcs, filelen) == 12, "struct bcm_hcs.filelen");
_Static_assert(offsetof(struct bcm_hcs, rev_maj) == 4, "struct bcm_hcs.rev_maj");
_Static_assert(offsetof(struct bcm_hcs, ldaddress) == 16, "struct bcm_hcs.ldaddress");
_Static_assert(offsetof(struct bcm_hcs, control) == 2, "struct bcm_hcs.control");
_Static_assert(offsetof(struct bcm_hcs, her_znaet_chto) == 86, "struct bcm_hcs.her_znaet_chto");
_Static_assert(offsetof(struct bcm_hcs, rev_min) == 6, "struct bcm_hcs.rev_min");
_Static_assert(offsetof(struct bcm_hcs, crc) == 88, "struct bcm_hcs.crc");
_Static_assert(offsetof(struct bcm_hcs, hcs) == 84, "struct bcm_hcs.hcs");
