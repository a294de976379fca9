#include <stddef.h>
#include <linux/cyclades.h>
_Static_assert(sizeof(struct cyclades_monitor) == 32, "struct cyclades_monitor");
_Static_assert(offsetof(struct cyclades_monitor, int_count) == 0, "struct cyclades_monitor.int_count");
_Static_assert(offsetof(struct cyclades_monitor, char_count) == 8, "struct cyclades_monitor.char_count");
_Static_assert(offsetof(struct cyclades_monitor, char_last) == 24, "struct cyclades_monitor.char_last");
_Static_assert(offsetof(struct cyclades_monitor, char_max) == 16, "struct cyclades_monitor.char_max");
