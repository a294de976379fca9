#include <stddef.h>
#include <linux/mtio.h>
_Static_assert(sizeof(struct mtget) == 48, "struct mtget");
_Static_assert(offsetof(struct mtget, mt_erreg) == 32, "struct mtget.mt_erreg");
_Static_assert(offsetof(struct mtget, mt_fileno) == 40, "struct mtget.mt_fileno");
_Static_assert(offsetof(struct mtget, mt_resid) == 8, "struct mtget.mt_resid");
_Static_assert(offsetof(struct mtget, mt_dsreg) == 16, "struct mtget.mt_dsreg");
_Static_assert(offsetof(struct mtget, mt_gstat) == 24, "struct mtget.mt_gstat");
_Static_assert(offsetof(struct mtget, mt_type) == 0, "struct mtget.mt_type");
_Static_assert(offsetof(struct mtget, mt_blkno) == 44, "struct mtget.mt_blkno");
_Static_assert(sizeof(struct mtop) == 8, "struct mtop");
_Static_assert(offsetof(struct mtop, mt_op) == 0, "struct mtop.mt_op");
_Static_assert(offsetof(struct mtop, mt_count) == 4, "struct mtop.mt_count");
_Static_assert(sizeof(struct mtpos) == 8, "struct mtpos");
_Static_assert(offsetof(struct mtpos, mt_blkno) == 0, "struct mtpos.mt_blkno");
