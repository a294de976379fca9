#include <stddef.h>
#include <linux/usb/raw_gadget.h>
_Static_assert(sizeof(struct usb_raw_ep_caps) == 4, "struct usb_raw_ep_caps");
_Static_assert(sizeof(struct usb_raw_ep_info) == 32, "struct usb_raw_ep_info");
_Static_assert(offsetof(struct usb_raw_ep_info, limits) == 24, "struct usb_raw_ep_info.limits");
_Static_assert(offsetof(struct usb_raw_ep_info, caps) == 20, "struct usb_raw_ep_info.caps");
_Static_assert(offsetof(struct usb_raw_ep_info, name) == 0, "struct usb_raw_ep_info.name");
_Static_assert(offsetof(struct usb_raw_ep_info, addr) == 16, "struct usb_raw_ep_info.addr");
_Static_assert(sizeof(struct usb_raw_ep_io) == 8, "struct usb_raw_ep_io");
_Static_assert(offsetof(struct usb_raw_ep_io, length) == 4, "struct usb_raw_ep_io.length");
_Static_assert(offsetof(struct usb_raw_ep_io, data) == 8, "struct usb_raw_ep_io.data");
_Static_assert(offsetof(struct usb_raw_ep_io, flags) == 2, "struct usb_raw_ep_io.flags");
_Static_assert(offsetof(struct usb_raw_ep_io, ep) == 0, "struct usb_raw_ep_io.ep");
_Static_assert(sizeof(struct usb_raw_ep_limits) == 8, "struct usb_raw_ep_limits");
_Static_assert(offsetof(struct usb_raw_ep_limits, max_streams) == 2, "struct usb_raw_ep_limits.max_streams");
_Static_assert(offsetof(struct usb_raw_ep_limits, maxpacket_limit) == 0, "struct usb_raw_ep_limits.maxpacket_limit");
_Static_assert(offsetof(struct usb_raw_ep_limits, reserved) == 4, "struct usb_raw_ep_limits.reserved");
_Static_assert(sizeof(struct usb_raw_eps_info) == 960, "struct usb_raw_eps_info");
_Static_assert(offsetof(struct usb_raw_eps_info, eps) == 0, "struct usb_raw_eps_info.eps");
_Static_assert(sizeof(struct usb_raw_event) == 8, "struct usb_raw_event");
_Static_assert(offsetof(struct usb_raw_event, type) == 0, "struct usb_raw_event.type");
_Static_assert(offsetof(struct usb_raw_event, length) == 4, "struct usb_raw_event.length");
_Static_assert(offsetof(struct usb_raw_event, data) == 8, "struct usb_raw_event.data");
_Static_assert(sizeof(struct usb_raw_init) == 257, "struct usb_raw_init");
_Static_assert(offsetof(struct usb_raw_init, speed) == 256, "struct usb_raw_init.speed");
_Static_assert(offsetof(struct usb_raw_init, driver_name) == 0, "struct usb_raw_init.driver_name");
_Static_assert(offsetof(struct usb_raw_init, device_name) == 128, "struct usb_raw_init.device_name");
