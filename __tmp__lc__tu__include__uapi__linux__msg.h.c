#include <stddef.h>
#include <linux/msg.h>
_Static_assert(sizeof(struct msgbuf) == 16, "struct msgbuf");
_Static_assert(offsetof(struct msgbuf, mtext) == 8, "struct msgbuf.mtext");
_Static_assert(offsetof(struct msgbuf, mtype) == 0, "struct msgbuf.mtype");
_Static_assert(sizeof(struct msginfo) == 32, "struct msginfo");
_Static_assert(offsetof(struct msginfo, msgmni) == 16, "struct msginfo.msgmni");
_Static_assert(offsetof(struct msginfo, msgmax) == 8, "struct msginfo.msgmax");
_Static_assert(offsetof(struct msginfo, msgseg) == 28, "struct msginfo.msgseg");
_Static_assert(offsetof(struct msginfo, msgpool) == 0, "struct msginfo.msgpool");
_Static_assert(offsetof(struct msginfo, msgmnb) == 12, "struct msginfo.msgmnb");
_Static_assert(offsetof(struct msginfo, msgmap) == 4, "struct msginfo.msgmap");
_Static_assert(offsetof(struct msginfo, msgssz) == 20, "struct msginfo.msgssz");
_Static_assert(offsetof(struct msginfo, msgtql) == 24, "struct msginfo.msgtql");
_Static_assert(sizeof(struct msqid_ds) == 104, "struct msqid_ds");
_Static_assert(offsetof(struct msqid_ds, msg_qbytes) == 92, "struct msqid_ds.msg_qbytes");
_Static_assert(offsetof(struct msqid_ds, msg_lrpid) == 100, "struct msqid_ds.msg_lrpid");
_Static_assert(offsetof(struct msqid_ds, msg_lspid) == 96, "struct msqid_ds.msg_lspid");
_Static_assert(offsetof(struct msqid_ds, msg_cbytes) == 88, "struct msqid_ds.msg_cbytes");
_Static_assert(offsetof(struct msqid_ds, msg_perm) == 0, "struct msqid_ds.msg_perm");
_Static_assert(offsetof(struct msqid_ds, msg_last) == 40, "struct msqid_ds.msg_last");
_Static_assert(offsetof(struct msqid_ds, msg_lcbytes) == 72, "struct msqid_ds.msg_lcbytes");
_Static_assert(offsetof(struct msqid_ds, msg_first) == 32, "struct msqid_ds.msg_first");
_Static_assert(offsetof(struct msqid_ds, msg_qnum) == 90, "struct msqid_ds.msg_qnum");
_Static_assert(offsetof(struct msqid_ds, msg_lqbytes) == 80, "struct msqid_ds.msg_lqbytes");
_Static_assert(offsetof(struct msqid_ds, msg_ctime) == 64, "struct msqid_ds.msg_ctime");
_Static_assert(offsetof(struct msqid_ds, msg_stime) == 48, "struct msqid_ds.msg_stime");
_Static_assert(offsetof(struct msqid_ds, msg_rtime) == 56, "struct msqid_ds.msg_rtime");
