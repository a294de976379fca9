#include <stddef.h>
#include <xen/gntalloc.h>
_Static_assert(sizeof(struct ioctl_gntalloc_alloc_gref) == 24, "struct ioctl_gntalloc_alloc_gref");
_Static_assert(offsetof(struct ioctl_gntalloc_alloc_gref, gref_ids_flex) == 16, "struct ioctl_gntalloc_alloc_gref.gref_ids_flex");
_Static_assert(offsetof(struct ioctl_gntalloc_alloc_gref, gref_ids) == 16, "struct ioctl_gntalloc_alloc_gref.gref_ids");
_Static_assert(offsetof(struct ioctl_gntalloc_alloc_gref, index) == 8, "struct ioctl_gntalloc_alloc_gref.index");
_Static_assert(offsetof(struct ioctl_gntalloc_alloc_gref, flags) == 2, "struct ioctl_gntalloc_alloc_gref.flags");
_Static_assert(offsetof(struct ioctl_gntalloc_alloc_gref, count) == 4, "struct ioctl_gntalloc_alloc_gref.count");
_Static_assert(offsetof(struct ioctl_gntalloc_alloc_gref, domid) == 0, "struct ioctl_gntalloc_alloc_gref.domid");
_Static_assert(sizeof(struct ioctl_gntalloc_dealloc_gref) == 16, "struct ioctl_gntalloc_dealloc_gref");
_Static_assert(offsetof(struct ioctl_gntalloc_dealloc_gref, index) == 0, "struct ioctl_gntalloc_dealloc_gref.index");
_Static_assert(offsetof(struct ioctl_gntalloc_dealloc_gref, count) == 8, "struct ioctl_gntalloc_dealloc_gref.count");
_Static_assert(sizeof(struct ioctl_gntalloc_unmap_notify) == 16, "struct ioctl_gntalloc_unmap_notify");
_Static_assert(offsetof(struct ioctl_gntalloc_unmap_notify, index) == 0, "struct ioctl_gntalloc_unmap_notify.index");
_Static_assert(offsetof(struct ioctl_gntalloc_unmap_notify, event_channel_port) == 12, "struct ioctl_gntalloc_unmap_notify.event_channel_port");
_Static_assert(offsetof(struct ioctl_gntalloc_unmap_notify, action) == 8, "struct ioctl_gntalloc_unmap_notify.action");
