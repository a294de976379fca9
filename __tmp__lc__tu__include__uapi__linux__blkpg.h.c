#include <stddef.h>
#include <linux/blkpg.h>
_Static_assert(sizeof(struct blkpg_ioctl_arg) == 24, "struct blkpg_ioctl_arg");
_Static_assert(offsetof(struct blkpg_ioctl_arg, data) == 16, "struct blkpg_ioctl_arg.data");
_Static_assert(offsetof(struct blkpg_ioctl_arg, op) == 0, "struct blkpg_ioctl_arg.op");
_Static_assert(offsetof(struct blkpg_ioctl_arg, flags) == 4, "struct blkpg_ioctl_arg.flags");
_Static_assert(offsetof(struct blkpg_ioctl_arg, datalen) == 8, "struct blkpg_ioctl_arg.datalen");
_Static_assert(sizeof(struct blkpg_partition) == 152, "struct blkpg_partition");
_Static_assert(offsetof(struct blkpg_partition, length) == 8, "struct blkpg_partition.length");
_Static_assert(offsetof(struct blkpg_partition, start) == 0, "struct blkpg_partition.start");
_Static_assert(offsetof(struct blkpg_partition, volname) == 84, "struct blkpg_partition.volname");
_Static_assert(offsetof(struct blkpg_partition, pno) == 16, "struct blkpg_partition.pno");
_Static_assert(offsetof(struct blkpg_partition, devname) == 20, "struct blkpg_partition.devname");
