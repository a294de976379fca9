#include <stddef.h>
#include <asm-generic/ipcbuf.h>
_Static_assert(sizeof(struct ipc64_perm) == 48, "struct ipc64_perm");
_Static_assert(offsetof(struct ipc64_perm, cuid) == 12, "struct ipc64_perm.cuid");
_Static_assert(offsetof(struct ipc64_perm, uid) == 4, "struct ipc64_perm.uid");
_Static_assert(offsetof(struct ipc64_perm, mode) == 20, "struct ipc64_perm.mode");
_Static_assert(offsetof(struct ipc64_perm, __unused2) == 40, "struct ipc64_perm.__unused2");
_Static_assert(offsetof(struct ipc64_perm, gid) == 8, "struct ipc64_perm.gid");
_Static_assert(offsetof(struct ipc64_perm, __pad1) == 24, "struct ipc64_perm.__pad1");
_Static_assert(offsetof(struct ipc64_perm, __unused1) == 32, "struct ipc64_perm.__unused1");
_Static_assert(offsetof(struct ipc64_perm, cgid) == 16, "struct ipc64_perm.cgid");
_Static_assert(offsetof(struct ipc64_perm, key) == 0, "struct ipc64_perm.key");
_Static_assert(offsetof(struct ipc64_perm, __pad2) == 26, "struct ipc64_perm.__pad2");
_Static_assert(offsetof(struct ipc64_perm, seq) == 24, "struct ipc64_perm.seq");
