#include <stddef.h>
#include <regulator/regulator.h>
_Static_assert(sizeof(struct reg_genl_event) == 40, "struct reg_genl_event");
_Static_assert(offsetof(struct reg_genl_event, reg_name) == 0, "struct reg_genl_event.reg_name");
_Static_assert(offsetof(struct reg_genl_event, event) == 32, "struct reg_genl_event.event");
