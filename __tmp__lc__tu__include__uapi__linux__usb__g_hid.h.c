#include <stddef.h>
#include <linux/usb/g_hid.h>
_Static_assert(sizeof(struct usb_hidg_report) == 72, "struct usb_hidg_report");
_Static_assert(offsetof(struct usb_hidg_report, report_id) == 0, "struct usb_hidg_report.report_id");
_Static_assert(offsetof(struct usb_hidg_report, length) == 2, "struct usb_hidg_report.length");
_Static_assert(offsetof(struct usb_hidg_report, userspace_req) == 1, "struct usb_hidg_report.userspace_req");
_Static_assert(offsetof(struct usb_hidg_report, data) == 4, "struct usb_hidg_report.data");
_Static_assert(offsetof(struct usb_hidg_report, padding) == 68, "struct usb_hidg_report.padding");
