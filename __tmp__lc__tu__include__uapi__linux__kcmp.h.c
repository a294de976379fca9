#include <stddef.h>
#include <linux/kcmp.h>
_Static_assert(sizeof(struct kcmp_epoll_slot) == 12, "struct kcmp_epoll_slot");
_Static_assert(offsetof(struct kcmp_epoll_slot, toff) == 8, "struct kcmp_epoll_slot.toff");
_Static_assert(offsetof(struct kcmp_epoll_slot, tfd) == 4, "struct kcmp_epoll_slot.tfd");
_Static_assert(offsetof(struct kcmp_epoll_slot, efd) == 0, "struct kcmp_epoll_slot.efd");
