#include <stddef.h>
#include <linux/atmppp.h>
_Static_assert(sizeof(struct atm_backend_ppp) == 8, "struct atm_backend_ppp");
_Static_assert(offsetof(struct atm_backend_ppp, backend_num) == 0, "struct atm_backend_ppp.backend_num");
_Static_assert(offsetof(struct atm_backend_ppp, encaps) == 4, "struct atm_backend_ppp.encaps");
