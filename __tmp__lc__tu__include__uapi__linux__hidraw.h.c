#include <stddef.h>
#include <linux/hidraw.h>
_Static_assert(sizeof(struct hidraw_devinfo) == 8, "struct hidraw_devinfo");
_Static_assert(offsetof(struct hidraw_devinfo, vendor) == 4, "struct hidraw_devinfo.vendor");
_Static_assert(offsetof(struct hidraw_devinfo, product) == 6, "struct hidraw_devinfo.product");
_Static_assert(offsetof(struct hidraw_devinfo, bustype) == 0, "struct hidraw_devinfo.bustype");
_Static_assert(sizeof(struct hidraw_report_descriptor) == 4100, "struct hidraw_report_descriptor");
_Static_assert(offsetof(struct hidraw_report_descriptor, value) == 4, "struct hidraw_report_descriptor.value");
_Static_assert(offsetof(struct hidraw_report_descriptor, size) == 0, "struct hidraw_report_descriptor.size");
