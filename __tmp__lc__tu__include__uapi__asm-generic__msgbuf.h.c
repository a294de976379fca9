#include <stddef.h>
#include <asm-generic/msgbuf.h>
_Static_assert(sizeof(struct msqid64_ds) == 120, "struct msqid64_ds");
_Static_assert(offsetof(struct msqid64_ds, msg_qbytes) == 88, "struct msqid64_ds.msg_qbytes");
_Static_assert(offsetof(struct msqid64_ds, msg_lrpid) == 100, "struct msqid64_ds.msg_lrpid");
_Static_assert(offsetof(struct msqid64_ds, msg_lspid) == 96, "struct msqid64_ds.msg_lspid");
_Static_assert(offsetof(struct msqid64_ds, msg_cbytes) == 72, "struct msqid64_ds.msg_cbytes");
_Static_assert(offsetof(struct msqid64_ds, msg_perm) == 0, "struct msqid64_ds.msg_perm");
_Static_assert(offsetof(struct msqid64_ds, msg_qnum) == 80, "struct msqid64_ds.msg_qnum");
_Static_assert(offsetof(struct msqid64_ds, __unused5) == 112, "struct msqid64_ds.__unused5");
_Static_assert(offsetof(struct msqid64_ds, msg_ctime) == 64, "struct msqid64_ds.msg_ctime");
_Static_assert(offsetof(struct msqid64_ds, msg_stime) == 48, "struct msqid64_ds.msg_stime");
_Static_assert(offsetof(struct msqid64_ds, msg_rtime) == 56, "struct msqid64_ds.msg_rtime");
_Static_assert(offsetof(struct msqid64_ds, __unused4) == 104, "struct msqid64_ds.__unused4");
