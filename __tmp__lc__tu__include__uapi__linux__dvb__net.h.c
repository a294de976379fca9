#include <stddef.h>
#include <linux/dvb/net.h>
_Static_assert(sizeof(struct __dvb_net_if_old) == 4, "struct __dvb_net_if_old");
_Static_assert(offsetof(struct __dvb_net_if_old, pid) == 0, "struct __dvb_net_if_old.pid");
_Static_assert(offsetof(struct __dvb_net_if_old, if_num) == 2, "struct __dvb_net_if_old.if_num");
_Static_assert(sizeof(struct dvb_net_if) == 6, "struct dvb_net_if");
_Static_assert(offsetof(struct dvb_net_if, pid) == 0, "struct dvb_net_if.pid");
_Static_assert(offsetof(struct dvb_net_if, feedtype) == 4, "struct dvb_net_if.feedtype");
_Static_assert(offsetof(struct dvb_net_if, if_num) == 2, "struct dvb_net_if.if_num");
