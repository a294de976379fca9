#include <stddef.h>
#include <linux/eventpoll.h>
_Static_assert(sizeof(struct epoll_event) == 16, "struct epoll_event");
_Static_assert(offsetof(struct epoll_event, events) == 0, "struct epoll_event.events");
_Static_assert(offsetof(struct epoll_event, data) == 8, "struct epoll_event.data");
_Static_assert(sizeof(struct epoll_params) == 8, "struct epoll_params");
_Static_assert(offsetof(struct epoll_params, prefer_busy_poll) == 6, "struct epoll_params.prefer_busy_poll");
_Static_assert(offsetof(struct epoll_params, busy_poll_usecs) == 0, "struct epoll_params.busy_poll_usecs");
_Static_assert(offsetof(struct epoll_params, busy_poll_budget) == 4, "struct epoll_params.busy_poll_budget");
_Static_assert(offsetof(struct epoll_params, __pad) == 7, "struct epoll_params.__pad");
