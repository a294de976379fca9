#include <stddef.h>
#include <linux/map_to_14segment.h>
_Static_assert(sizeof(struct seg14_conversion_map) == 256, "struct seg14_conversion_map");
_Static_assert(offsetof(struct seg14_conversion_map, table) == 0, "struct seg14_conversion_map.table");
