#include <stddef.h>
#include <linux/inotify.h>
_Static_assert(sizeof(struct inotify_event) == 16, "struct inotify_event");
_Static_assert(offsetof(struct inotify_event, len) == 12, "struct inotify_event.len");
_Static_assert(offsetof(struct inotify_event, wd) == 0, "struct inotify_event.wd");
_Static_assert(offsetof(struct inotify_event, name) == 16, "struct inotify_event.name");
_Static_assert(offsetof(struct inotify_event, mask) == 4, "struct inotify_event.mask");
_Static_assert(offsetof(struct inotify_event, cookie) == 8, "struct inotify_event.cookie");
