#include <stddef.h>
#include <linux/mroute6.h>
_Static_assert(sizeof(struct if_set) == 32, "struct if_set");
_Static_assert(offsetof(struct if_set, ifs_bits) == 0, "struct if_set.ifs_bits");
_Static_assert(sizeof(struct mif6ctl) == 12, "struct mif6ctl");
_Static_assert(offsetof(struct mif6ctl, mif6c_pifi) == 4, "struct mif6ctl.mif6c_pifi");
_Static_assert(offsetof(struct mif6ctl, mif6c_mifi) == 0, "struct mif6ctl.mif6c_mifi");
_Static_assert(offsetof(struct mif6ctl, vifc_rate_limit) == 8, "struct mif6ctl.vifc_rate_limit");
_Static_assert(offsetof(struct mif6ctl, vifc_threshold) == 3, "struct mif6ctl.vifc_threshold");
_Static_assert(offsetof(struct mif6ctl, mif6c_flags) == 2, "struct mif6ctl.mif6c_flags");
_Static_assert(sizeof(struct sioc_mif_req6) == 40, "struct sioc_mif_req6");
_Static_assert(offsetof(struct sioc_mif_req6, ibytes) == 24, "struct sioc_mif_req6.ibytes");
_Static_assert(offsetof(struct sioc_mif_req6, icount) == 8, "struct sioc_mif_req6.icount");
_Static_assert(offsetof(struct sioc_mif_req6, mifi) == 0, "struct sioc_mif_req6.mifi");
_Static_assert(offsetof(struct sioc_mif_req6, obytes) == 32, "struct sioc_mif_req6.obytes");
_Static_assert(offsetof(struct sioc_mif_req6, ocount) == 16, "struct sioc_mif_req6.ocount");
