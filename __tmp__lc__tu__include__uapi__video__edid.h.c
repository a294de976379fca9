#include <stddef.h>
#include <video/edid.h>
_Static_assert(sizeof(struct edid_info) == 128, "struct edid_info");
_Static_assert(offsetof(struct edid_info, dummy) == 0, "struct edid_info.dummy");
