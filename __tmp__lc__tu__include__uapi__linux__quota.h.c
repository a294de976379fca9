#include <stddef.h>
#include <linux/quota.h>
_Static_assert(sizeof(struct if_dqblk) == 72, "struct if_dqblk");
_Static_assert(offsetof(struct if_dqblk, dqb_bsoftlimit) == 8, "struct if_dqblk.dqb_bsoftlimit");
_Static_assert(offsetof(struct if_dqblk, dqb_bhardlimit) == 0, "struct if_dqblk.dqb_bhardlimit");
_Static_assert(offsetof(struct if_dqblk, dqb_valid) == 64, "struct if_dqblk.dqb_valid");
_Static_assert(offsetof(struct if_dqblk, dqb_btime) == 48, "struct if_dqblk.dqb_btime");
_Static_assert(offsetof(struct if_dqblk, dqb_curspace) == 16, "struct if_dqblk.dqb_curspace");
_Static_assert(offsetof(struct if_dqblk, dqb_isoftlimit) == 32, "struct if_dqblk.dqb_isoftlimit");
_Static_assert(offsetof(struct if_dqblk, dqb_itime) == 56, "struct if_dqblk.dqb_itime");
_Static_assert(offsetof(struct if_dqblk, dqb_ihardlimit) == 24, "struct if_dqblk.dqb_ihardlimit");
_Static_assert(offsetof(struct if_dqblk, dqb_curinodes) == 40, "struct if_dqblk.dqb_curinodes");
_Static_assert(sizeof(struct if_dqinfo) == 24, "struct if_dqinfo");
_Static_assert(offsetof(struct if_dqinfo, dqi_valid) == 20, "struct if_dqinfo.dqi_valid");
_Static_assert(offsetof(struct if_dqinfo, dqi_flags) == 16, "struct if_dqinfo.dqi_flags");
_Static_assert(offsetof(struct if_dqinfo, dqi_igrace) == 8, "struct if_dqinfo.dqi_igrace");
_Static_assert(offsetof(struct if_dqinfo, dqi_bgrace) == 0, "struct if_dqinfo.dqi_bgrace");
_Static_assert(sizeof(struct if_nextdqblk) == 72, "struct if_nextdqblk");
_Static_assert(offsetof(struct if_nextdqblk, dqb_bsoftlimit) == 8, "struct if_nextdqblk.dqb_bsoftlimit");
_Static_assert(offsetof(struct if_nextdqblk, dqb_bhardlimit) == 0, "struct if_nextdqblk.dqb_bhardlimit");
_Static_assert(offsetof(struct if_nextdqblk, dqb_valid) == 64, "struct if_nextdqblk.dqb_valid");
_Static_assert(offsetof(struct if_nextdqblk, dqb_btime) == 48, "struct if_nextdqblk.dqb_btime");
_Static_assert(offsetof(struct if_nextdqblk, dqb_curspace) == 16, "struct if_nextdqblk.dqb_curspace");
_Static_assert(offsetof(struct if_nextdqblk, dqb_isoftlimit) == 32, "struct if_nextdqblk.dqb_isoftlimit");
_Static_assert(offsetof(struct if_nextdqblk, dqb_id) == 68, "struct if_nextdqblk.dqb_id");
_Static_assert(offsetof(struct if_nextdqblk, dqb_itime) == 56, "struct if_nextdqblk.dqb_itime");
_Static_assert(offsetof(struct if_nextdqblk, dqb_ihardlimit) == 24, "struct if_nextdqblk.dqb_ihardlimit");
_Static_assert(offsetof(struct if_nextdqblk, dqb_curinodes) == 40, "struct if_nextdqblk.dqb_curinodes");
