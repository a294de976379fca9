#include <stddef.h>
#include <linux/shm.h>
_Static_assert(sizeof(struct shm_info) == 48, "struct shm_info");
_Static_assert(offsetof(struct shm_info, shm_swp) == 24, "struct shm_info.shm_swp");
_Static_assert(offsetof(struct shm_info, swap_successes) == 40, "struct shm_info.swap_successes");
_Static_assert(offsetof(struct shm_info, used_ids) == 0, "struct shm_info.used_ids");
_Static_assert(offsetof(struct shm_info, swap_attempts) == 32, "struct shm_info.swap_attempts");
_Static_assert(offsetof(struct shm_info, shm_tot) == 8, "struct shm_info.shm_tot");
_Static_assert(offsetof(struct shm_info, shm_rss) == 16, "struct shm_info.shm_rss");
_Static_assert(sizeof(struct shmid_ds) == 88, "struct shmid_ds");
_Static_assert(offsetof(struct shmid_ds, shm_unused2) == 72, "struct shmid_ds.shm_unused2");
_Static_assert(offsetof(struct shmid_ds, shm_unused) == 66, "struct shmid_ds.shm_unused");
_Static_assert(offsetof(struct shmid_ds, shm_ctime) == 48, "struct shmid_ds.shm_ctime");
_Static_assert(offsetof(struct shmid_ds, shm_lpid) == 60, "struct shmid_ds.shm_lpid");
_Static_assert(offsetof(struct shmid_ds, shm_nattch) == 64, "struct shmid_ds.shm_nattch");
_Static_assert(offsetof(struct shmid_ds, shm_unused3) == 80, "struct shmid_ds.shm_unused3");
_Static_assert(offsetof(struct shmid_ds, shm_cpid) == 56, "struct shmid_ds.shm_cpid");
_Static_assert(offsetof(struct shmid_ds, shm_perm) == 0, "struct shmid_ds.shm_perm");
_Static_assert(offsetof(struct shmid_ds, shm_segsz) == 28, "struct shmid_ds.shm_segsz");
_Static_assert(offsetof(struct shmid_ds, shm_atime) == 32, "struct shmid_ds.shm_atime");
_Static_assert(offsetof(struct shmid_ds, shm_dtime) == 40, "struct shmid_ds.shm_dtime");
_Static_assert(sizeof(struct shminfo) == 20, "struct shminfo");
_Static_assert(offsetof(struct shminfo, shmmni) == 8, "struct shminfo.shmmni");
_Static_assert(offsetof(struct shminfo, shmmax) == 0, "struct shminfo.shmmax");
_Static_assert(offsetof(struct shminfo, shmseg) == 12, "struct shminfo.shmseg");
_Static_assert(offsetof(struct shminfo, shmmin) == 4, "struct shminfo.shmmin");
_Static_assert(offsetof(struct shminfo, shmall) == 16, "struct shminfo.shmall");
