#include <stddef.h>
#include <linux/mroute.h>
_Static_assert(sizeof(struct sioc_vif_req) == 40, "struct sioc_vif_req");
_Static_assert(offsetof(struct sioc_vif_req, vifi) == 0, "struct sioc_vif_req.vifi");
_Static_assert(offsetof(struct sioc_vif_req, ibytes) == 24, "struct sioc_vif_req.ibytes");
_Static_assert(offsetof(struct sioc_vif_req, icount) == 8, "struct sioc_vif_req.icount");
_Static_assert(offsetof(struct sioc_vif_req, obytes) == 32, "struct sioc_vif_req.obytes");
_Static_assert(offsetof(struct sioc_vif_req, ocount) == 16, "struct sioc_vif_req.ocount");
