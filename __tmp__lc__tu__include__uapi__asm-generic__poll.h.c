#include <stddef.h>
#include <asm-generic/poll.h>
_Static_assert(sizeof(struct pollfd) == 8, "struct pollfd");
_Static_assert(offsetof(struct pollfd, events) == 4, "struct pollfd.events");
_Static_assert(offsetof(struct pollfd, fd) == 0, "struct pollfd.fd");
_Static_assert(offsetof(struct pollfd, revents) == 6, "struct pollfd.revents");
