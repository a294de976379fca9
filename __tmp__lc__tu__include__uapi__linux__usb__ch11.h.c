#include <stddef.h>
#include <linux/usb/ch11.h>
_Static_assert(sizeof(struct usb_hub_descriptor) == 15, "struct usb_hub_descriptor");
_Static_assert(offsetof(struct usb_hub_descriptor, bDescriptorType) == 1, "struct usb_hub_descriptor.bDescriptorType");
_Static_assert(offsetof(struct usb_hub_descriptor, u.hs.DeviceRemovable) == 7, "struct usb_hub_descriptor.u.hs.DeviceRemovable");
_Static_assert(offsetof(struct usb_hub_descriptor, u) == 7, "struct usb_hub_descriptor.u");
_Static_assert(offsetof(struct usb_hub_descriptor, u.hs.PortPwrCtrlMask) == 11, "struct usb_hub_descriptor.u.hs.PortPwrCtrlMask");
_Static_assert(offsetof(struct usb_hub_descriptor, bDescLength) == 0, "struct usb_hub_descriptor.bDescLength");
_Static_assert(offsetof(struct usb_hub_descriptor, u.hs) == 7, "struct usb_hub_descriptor.u.hs");
_Static_assert(offsetof(struct usb_hub_descriptor, bNbrPorts) == 2, "struct usb_hub_descriptor.bNbrPorts");
_Static_assert(offsetof(struct usb_hub_descriptor, wHubCharacteristics) == 3, "struct usb_hub_descriptor.wHubCharacteristics");
_Static_assert(offsetof(struct usb_hub_descriptor, u.ss) == 7, "struct usb_hub_descriptor.u.ss");
_Static_assert(offsetof(struct usb_hub_descriptor, u.ss.wHubDelay) == 8, "struct usb_hub_descriptor.u.ss.wHubDelay");
_Static_assert(offsetof(struct usb_hub_descriptor, bHubContrCurrent) == 6, "struct usb_hub_descriptor.bHubContrCurrent");
_Static_assert(offsetof(struct usb_hub_descriptor, u.ss.DeviceRemovable) == 10, "struct usb_hub_descriptor.u.ss.DeviceRemovable");
_Static_assert(offsetof(struct usb_hub_descriptor, bPwrOn2PwrGood) == 5, "struct usb_hub_descriptor.bPwrOn2PwrGood");
_Static_assert(offsetof(struct usb_hub_descriptor, u.ss.bHubHdrDecLat) == 7, "struct usb_hub_descriptor.u.ss.bHubHdrDecLat");
_Static_assert(sizeof(struct usb_hub_status) == 4, "struct usb_hub_status");
_Static_assert(offsetof(struct usb_hub_status, wHubStatus) == 0, "struct usb_hub_status.wHubStatus");
_Static_assert(offsetof(struct usb_hub_status, wHubChange) == 2, "struct usb_hub_status.wHubChange");
_Static_assert(sizeof(struct usb_port_status) == 8, "struct usb_port_status");
_Static_assert(offsetof(struct usb_port_status, dwExtPortStatus) == 4, "struct usb_port_status.dwExtPortStatus");
_Static_assert(offsetof(struct usb_port_status, wPortChange) == 2, "struct usb_port_status.wPortChange");
_Static_assert(offsetof(struct usb_port_status, wPortStatus) == 0, "struct usb_port_status.wPortStatus");
