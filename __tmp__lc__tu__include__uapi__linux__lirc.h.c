#include <stddef.h>
#include <linux/lirc.h>
_Static_assert(sizeof(struct lirc_scancode) == 24, "struct lirc_scancode");
_Static_assert(offsetof(struct lirc_scancode, keycode) == 12, "struct lirc_scancode.keycode");
_Static_assert(offsetof(struct lirc_scancode, timestamp) == 0, "struct lirc_scancode.timestamp");
_Static_assert(offsetof(struct lirc_scancode, rc_proto) == 10, "struct lirc_scancode.rc_proto");
_Static_assert(offsetof(struct lirc_scancode, flags) == 8, "struct lirc_scancode.flags");
_Static_assert(offsetof(struct lirc_scancode, scancode) == 16, "struct lirc_scancode.scancode");
