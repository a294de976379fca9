#include <stddef.h>
#include <linux/ipc.h>
_Static_assert(sizeof(struct ipc_kludge) == 16, "struct ipc_kludge");
_Static_assert(offsetof(struct ipc_kludge, msgtyp) == 8, "struct ipc_kludge.msgtyp");
_Static_assert(offsetof(struct ipc_kludge, msgp) == 0, "struct ipc_kludge.msgp");
_Static_assert(sizeof(struct ipc_perm) == 28, "struct ipc_perm");
_Static_assert(offsetof(struct ipc_perm, cuid) == 12, "struct ipc_perm.cuid");
_Static_assert(offsetof(struct ipc_perm, uid) == 4, "struct ipc_perm.uid");
_Static_assert(offsetof(struct ipc_perm, mode) == 20, "struct ipc_perm.mode");
_Static_assert(offsetof(struct ipc_perm, gid) == 8, "struct ipc_perm.gid");
_Static_assert(offsetof(struct ipc_perm, cgid) == 16, "struct ipc_perm.cgid");
_Static_assert(offsetof(struct ipc_perm, key) == 0, "struct ipc_perm.key");
_Static_assert(offsetof(struct ipc_perm, seq) == 24, "struct ipc_perm.seq");
