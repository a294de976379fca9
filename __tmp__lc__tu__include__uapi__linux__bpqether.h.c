#include <stddef.h>
#include <linux/bpqether.h>
_Static_assert(sizeof(struct bpq_ethaddr) == 12, "struct bpq_ethaddr");
_Static_assert(offsetof(struct bpq_ethaddr, accept) == 6, "struct bpq_ethaddr.accept");
_Static_assert(offsetof(struct bpq_ethaddr, destination) == 0, "struct bpq_ethaddr.destination");
_Static_assert(sizeof(struct bpq_req) == 36, "struct bpq_req");
_Static_assert(offsetof(struct bpq_req, speed) == 4, "struct bpq_req.speed");
_Static_assert(offsetof(struct bpq_req, persist) == 16, "struct bpq_req.persist");
_Static_assert(offsetof(struct bpq_req, irq) == 32, "struct bpq_req.irq");
_Static_assert(offsetof(struct bpq_req, clockmode) == 8, "struct bpq_req.clockmode");
_Static_assert(offsetof(struct bpq_req, squeldelay) == 24, "struct bpq_req.squeldelay");
_Static_assert(offsetof(struct bpq_req, cmd) == 0, "struct bpq_req.cmd");
_Static_assert(offsetof(struct bpq_req, dmachan) == 28, "struct bpq_req.dmachan");
_Static_assert(offsetof(struct bpq_req, slotime) == 20, "struct bpq_req.slotime");
_Static_assert(offsetof(struct bpq_req, txdelay) == 12, "struct bpq_req.txdelay");
