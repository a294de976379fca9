#include <stddef.h>
#include <linux/watchdog.h>
_Static_assert(sizeof(struct watchdog_info) == 40, "struct watchdog_info");
_Static_assert(offsetof(struct watchdog_info, firmware_version) == 4, "struct watchdog_info.firmware_version");
_Static_assert(offsetof(struct watchdog_info, identity) == 8, "struct watchdog_info.identity");
_Static_assert(offsetof(struct watchdog_info, options) == 0, "struct watchdog_info.options");
