#include <stddef.h>
#include <linux/tiocl.h>
_Static_assert(sizeof(struct tiocl_selection) == 10, "struct tiocl_selection");
_Static_assert(offsetof(struct tiocl_selection, ye) == 6, "struct tiocl_selection.ye");
_Static_assert(offsetof(struct tiocl_selection, ys) == 2, "struct tiocl_selection.ys");
_Static_assert(offsetof(struct tiocl_selection, xe) == 4, "struct tiocl_selection.xe");
_Static_assert(offsetof(struct tiocl_selection, xs) == 0, "struct tiocl_selection.xs");
_Static_assert(offsetof(struct tiocl_selection, sel_mode) == 8, "struct tiocl_selection.sel_mode");
