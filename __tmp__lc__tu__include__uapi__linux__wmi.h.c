#include <stddef.h>
#include <linux/wmi.h>
_Static_assert(sizeof(struct calling_interface_buffer) == 36, "struct calling_interface_buffer");
_Static_assert(offsetof(struct calling_interface_buffer, output) == 20, "struct calling_interface_buffer.output");
_Static_assert(offsetof(struct calling_interface_buffer, cmd_select) == 2, "struct calling_interface_buffer.cmd_select");
_Static_assert(offsetof(struct calling_interface_buffer, cmd_class) == 0, "struct calling_interface_buffer.cmd_class");
_Static_assert(offsetof(struct calling_interface_buffer, input) == 4, "struct calling_interface_buffer.input");
_Static_assert(sizeof(struct dell_wmi_extensions) == 8, "struct dell_wmi_extensions");
_Static_assert(offsetof(struct dell_wmi_extensions, argattrib) == 0, "struct dell_wmi_extensions.argattrib");
_Static_assert(offsetof(struct dell_wmi_extensions, data) == 8, "struct dell_wmi_extensions.data");
_Static_assert(offsetof(struct dell_wmi_extensions, blength) == 4, "struct dell_wmi_extensions.blength");
_Static_assert(sizeof(struct dell_wmi_smbios_buffer) == 52, "struct dell_wmi_smbios_buffer");
_Static_assert(offsetof(struct dell_wmi_smbios_buffer, std) == 8, "struct dell_wmi_smbios_buffer.std");
_Static_assert(offsetof(struct dell_wmi_smbios_buffer, length) == 0, "struct dell_wmi_smbios_buffer.length");
_Static_assert(offsetof(struct dell_wmi_smbios_buffer, ext) == 44, "struct dell_wmi_smbios_buffer.ext");
_Static_assert(sizeof(struct wmi_ioctl_buffer) == 8, "struct wmi_ioctl_buffer");
_Static_assert(offsetof(struct wmi_ioctl_buffer, length) == 0, "struct wmi_ioctl_buffer.length");
_Static_assert(offsetof(struct wmi_ioctl_buffer, data) == 8, "struct wmi_ioctl_buffer.data");
