#include <stddef.h>
#include <linux/user_events.h>
_Static_assert(sizeof(struct user_reg) == 28, "struct user_reg");
_Static_assert(offsetof(struct user_reg, enable_size) == 5, "struct user_reg.enable_size");
_Static_assert(offsetof(struct user_reg, name_args) == 16, "struct user_reg.name_args");
_Static_assert(offsetof(struct user_reg, size) == 0, "struct user_reg.size");
_Static_assert(offsetof(struct user_reg, enable_addr) == 8, "struct user_reg.enable_addr");
_Static_assert(offsetof(struct user_reg, flags) == 6, "struct user_reg.flags");
_Static_assert(offsetof(struct user_reg, enable_bit) == 4, "struct user_reg.enable_bit");
_Static_assert(offsetof(struct user_reg, write_index) == 24, "struct user_reg.write_index");
_Static_assert(sizeof(struct user_unreg) == 16, "struct user_unreg");
_Static_assert(offsetof(struct user_unreg, __reserved) == 5, "struct user_unreg.__reserved");
_Static_assert(offsetof(struct user_unreg, disable_addr) == 8, "struct user_unreg.disable_addr");
_Static_assert(offsetof(struct user_unreg, size) == 0, "struct user_unreg.size");
_Static_assert(offsetof(struct user_unreg, __reserved2) == 6, "struct user_unreg.__reserved2");
_Static_assert(offsetof(struct user_unreg, disable_bit) == 4, "struct user_unreg.disable_bit");
