#include <stddef.h>
#include <linux/usb/gadgetfs.h>
_Static_assert(sizeof(struct usb_gadgetfs_event) == 12, "struct usb_gadgetfs_event");
_Static_assert(offsetof(struct usb_gadgetfs_event, type) == 8, "struct usb_gadgetfs_event.type");
_Static_assert(offsetof(struct usb_gadgetfs_event, u) == 0, "struct usb_gadgetfs_event.u");
_Static_assert(offsetof(struct usb_gadgetfs_event, u.setup) == 0, "struct usb_gadgetfs_event.u.setup");
_Static_assert(offsetof(struct usb_gadgetfs_event, u.speed) == 0, "struct usb_gadgetfs_event.u.speed");
