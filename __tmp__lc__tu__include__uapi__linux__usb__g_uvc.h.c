#include <stddef.h>
#include <linux/usb/g_uvc.h>
_Static_assert(sizeof(struct uvc_event) == 64, "struct uvc_event");
_Static_assert(offsetof(struct uvc_event, speed) == 0, "struct uvc_event.speed");
_Static_assert(offsetof(struct uvc_event, data) == 0, "struct uvc_event.data");
_Static_assert(offsetof(struct uvc_event, req) == 0, "struct uvc_event.req");
_Static_assert(sizeof(struct uvc_request_data) == 64, "struct uvc_request_data");
_Static_assert(offsetof(struct uvc_request_data, length) == 0, "struct uvc_request_data.length");
_Static_assert(offsetof(struct uvc_request_data, data) == 4, "struct uvc_request_data.data");
