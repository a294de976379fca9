#include <stddef.h>
#include <linux/atmdev.h>
_Static_assert(sizeof(struct atm_aal_stats) == 0, "struct atm_aal_stats");
_Static_assert(sizeof(struct atm_cirange) == 2, "struct atm_cirange");
_Static_assert(offsetof(struct atm_cirange, vci_bits) == 1, "struct atm_cirange.vci_bits");
_Static_assert(offsetof(struct atm_cirange, vpi_bits) == 0, "struct atm_cirange.vpi_bits");
_Static_assert(sizeof(struct atm_dev_stats) == 0, "struct atm_dev_stats");
_Static_assert(offsetof(struct atm_dev_stats, aal5) == 0, "struct atm_dev_stats.aal5");
_Static_assert(offsetof(struct atm_dev_stats, aal0) == 0, "struct atm_dev_stats.aal0");
_Static_assert(offsetof(struct atm_dev_stats, aal34) == 0, "struct atm_dev_stats.aal34");
_Static_assert(sizeof(struct atm_iobuf) == 16, "struct atm_iobuf");
_Static_assert(offsetof(struct atm_iobuf, length) == 0, "struct atm_iobuf.length");
_Static_assert(offsetof(struct atm_iobuf, buffer) == 8, "struct atm_iobuf.buffer");
