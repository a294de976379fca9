#include <stddef.h>
#include <linux/caif/caif_socket.h>
_Static_assert(sizeof(struct sockaddr_caif) == 24, "struct sockaddr_caif");
_Static_assert(offsetof(struct sockaddr_caif, u.util.service) == 4, "struct sockaddr_caif.u.util.service");
_Static_assert(offsetof(struct sockaddr_caif, u.at.type) == 4, "struct sockaddr_caif.u.at.type");
_Static_assert(offsetof(struct sockaddr_caif, u.at) == 4, "struct sockaddr_caif.u.at");
_Static_assert(offsetof(struct sockaddr_caif, u.dgm.connection_id) == 4, "struct sockaddr_caif.u.dgm.connection_id");
_Static_assert(offsetof(struct sockaddr_caif, u) == 4, "struct sockaddr_caif.u");
_Static_assert(offsetof(struct sockaddr_caif, u.dbg.service) == 5, "struct sockaddr_caif.u.dbg.service");
_Static_assert(offsetof(struct sockaddr_caif, u.dbg) == 4, "struct sockaddr_caif.u.dbg");
_Static_assert(offsetof(struct sockaddr_caif, u.dgm) == 4, "struct sockaddr_caif.u.dgm");
_Static_assert(offsetof(struct sockaddr_caif, u.dbg.type) == 4, "struct sockaddr_caif.u.dbg.type");
_Static_assert(offsetof(struct sockaddr_caif, family) == 0, "struct sockaddr_caif.family");
_Static_assert(offsetof(struct sockaddr_caif, u.rfm.volume) == 8, "struct sockaddr_caif.u.rfm.volume");
_Static_assert(offsetof(struct sockaddr_caif, u.rfm) == 4, "struct sockaddr_caif.u.rfm");
_Static_assert(offsetof(struct sockaddr_caif, u.dgm.nsapi) == 4, "struct sockaddr_caif.u.dgm.nsapi");
_Static_assert(offsetof(struct sockaddr_caif, u.rfm.connection_id) == 4, "struct sockaddr_caif.u.rfm.connection_id");
_Static_assert(offsetof(struct sockaddr_caif, u.util) == 4, "struct sockaddr_caif.u.util");
