#include <stddef.h>
#include <linux/aio_abi.h>
_Static_assert(sizeof(struct io_event) == 32, "struct io_event");
_Static_assert(offsetof(struct io_event, res) == 16, "struct io_event.res");
_Static_assert(offsetof(struct io_event, data) == 0, "struct io_event.data");
_Static_assert(offsetof(struct io_event, res2) == 24, "struct io_event.res2");
_Static_assert(offsetof(struct io_event, obj) == 8, "struct io_event.obj");
