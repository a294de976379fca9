#include <stddef.h>
#include <linux/can/j1939.h>
_Static_assert(sizeof(struct j1939_filter) == 32, "struct j1939_filter");
_Static_assert(offsetof(struct j1939_filter, pgn) == 16, "struct j1939_filter.pgn");
_Static_assert(offsetof(struct j1939_filter, name_mask) == 8, "struct j1939_filter.name_mask");
_Static_assert(offsetof(struct j1939_filter, pgn_mask) == 20, "struct j1939_filter.pgn_mask");
_Static_assert(offsetof(struct j1939_filter, name) == 0, "struct j1939_filter.name");
_Static_assert(offsetof(struct j1939_filter, addr) == 24, "struct j1939_filter.addr");
_Static_assert(offsetof(struct j1939_filter, addr_mask) == 25, "struct j1939_filter.addr_mask");
