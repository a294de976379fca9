#include <stddef.h>
#include <linux/dlm_plock.h>
_Static_assert(sizeof(struct dlm_plock_info) == 64, "struct dlm_plock_info");
_Static_assert(offsetof(struct dlm_plock_info, ex) == 13, "struct dlm_plock_info.ex");
_Static_assert(offsetof(struct dlm_plock_info, optype) == 12, "struct dlm_plock_info.optype");
_Static_assert(offsetof(struct dlm_plock_info, owner) == 56, "struct dlm_plock_info.owner");
_Static_assert(offsetof(struct dlm_plock_info, version) == 0, "struct dlm_plock_info.version");
_Static_assert(offsetof(struct dlm_plock_info, nodeid) == 20, "struct dlm_plock_info.nodeid");
_Static_assert(offsetof(struct dlm_plock_info, rv) == 24, "struct dlm_plock_info.rv");
_Static_assert(offsetof(struct dlm_plock_info, start) == 40, "struct dlm_plock_info.start");
_Static_assert(offsetof(struct dlm_plock_info, wait) == 14, "struct dlm_plock_info.wait");
_Static_assert(offsetof(struct dlm_plock_info, number) == 32, "struct dlm_plock_info.number");
_Static_assert(offsetof(struct dlm_plock_info, pid) == 16, "struct dlm_plock_info.pid");
_Static_assert(offsetof(struct dlm_plock_info, fsid) == 28, "struct dlm_plock_info.fsid");
_Static_assert(offsetof(struct dlm_plock_info, end) == 48, "struct dlm_plock_info.end");
_Static_assert(offsetof(struct dlm_plock_info, flags) == 15, "struct dlm_plock_info.flags");
