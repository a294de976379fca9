#include <stddef.h>
#include <linux/dlm.h>
_Static_assert(sizeof(struct dlm_lksb) == 24, "struct dlm_lksb");
_Static_assert(offsetof(struct dlm_lksb, sb_flags) == 8, "struct dlm_lksb.sb_flags");
_Static_assert(offsetof(struct dlm_lksb, sb_lkid) == 4, "struct dlm_lksb.sb_lkid");
_Static_assert(offsetof(struct dlm_lksb, sb_status) == 0, "struct dlm_lksb.sb_status");
_Static_assert(offsetof(struct dlm_lksb, sb_lvbptr) == 16, "struct dlm_lksb.sb_lvbptr");
