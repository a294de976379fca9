#include <stddef.h>
#include <linux/usb/tmc.h>
_Static_assert(sizeof(struct usbtmc_ctrlrequest) == 16, "struct usbtmc_ctrlrequest");
_Static_assert(offsetof(struct usbtmc_ctrlrequest, data) == 8, "struct usbtmc_ctrlrequest.data");
_Static_assert(offsetof(struct usbtmc_ctrlrequest, req) == 0, "struct usbtmc_ctrlrequest.req");
_Static_assert(sizeof(struct usbtmc_message) == 20, "struct usbtmc_message");
_Static_assert(offsetof(struct usbtmc_message, transferred) == 4, "struct usbtmc_message.transferred");
_Static_assert(offsetof(struct usbtmc_message, message) == 12, "struct usbtmc_message.message");
_Static_assert(offsetof(struct usbtmc_message, flags) == 8, "struct usbtmc_message.flags");
_Static_assert(offsetof(struct usbtmc_message, transfer_size) == 0, "struct usbtmc_message.transfer_size");
_Static_assert(sizeof(struct usbtmc_request) == 8, "struct usbtmc_request");
_Static_assert(offsetof(struct usbtmc_request, wLength) == 6, "struct usbtmc_request.wLength");
_Static_assert(offsetof(struct usbtmc_request, bRequestType) == 0, "struct usbtmc_request.bRequestType");
_Static_assert(offsetof(struct usbtmc_request, wValue) == 2, "struct usbtmc_request.wValue");
_Static_assert(offsetof(struct usbtmc_request, bRequest) == 1, "struct usbtmc_request.bRequest");
_Static_assert(offsetof(struct usbtmc_request, wIndex) == 4, "struct usbtmc_request.wIndex");
_Static_assert(sizeof(struct usbtmc_termchar) == 2, "struct usbtmc_termchar");
_Static_assert(offsetof(struct usbtmc_termchar, term_char_enabled) == 1, "struct usbtmc_termchar.term_char_enabled");
_Static_assert(offsetof(struct usbtmc_termchar, term_char) == 0, "struct usbtmc_termchar.term_char");
