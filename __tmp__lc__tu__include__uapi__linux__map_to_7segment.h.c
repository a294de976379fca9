#include <stddef.h>
#include <linux/map_to_7segment.h>
_Static_assert(sizeof(struct seg7_conversion_map) == 128, "struct seg7_conversion_map");
_Static_assert(offsetof(struct seg7_conversion_map, table) == 0, "struct seg7_conversion_map.table");
