#include <stddef.h>
#include <asm-generic/shmbuf.h>
_Static_assert(sizeof(struct shmid64_ds) == 112, "struct shmid64_ds");
_Static_assert(offsetof(struct shmid64_ds, shm_ctime) == 72, "struct shmid64_ds.shm_ctime");
_Static_assert(offsetof(struct shmid64_ds, shm_lpid) == 84, "struct shmid64_ds.shm_lpid");
_Static_assert(offsetof(struct shmid64_ds, shm_nattch) == 88, "struct shmid64_ds.shm_nattch");
_Static_assert(offsetof(struct shmid64_ds, shm_cpid) == 80, "struct shmid64_ds.shm_cpid");
_Static_assert(offsetof(struct shmid64_ds, shm_perm) == 0, "struct shmid64_ds.shm_perm");
_Static_assert(offsetof(struct shmid64_ds, shm_segsz) == 48, "struct shmid64_ds.shm_segsz");
_Static_assert(offsetof(struct shmid64_ds, __unused5) == 104, "struct shmid64_ds.__unused5");
_Static_assert(offsetof(struct shmid64_ds, shm_atime) == 56, "struct shmid64_ds.shm_atime");
_Static_assert(offsetof(struct shmid64_ds, shm_dtime) == 64, "struct shmid64_ds.shm_dtime");
_Static_assert(offsetof(struct shmid64_ds, __unused4) == 96, "struct shmid64_ds.__unused4");
_Static_assert(sizeof(struct shminfo64) == 72, "struct shminfo64");
_Static_assert(offsetof(struct shminfo64, __unused3) == 56, "struct shminfo64.__unused3");
_Static_assert(offsetof(struct shminfo64, __unused2) == 48, "struct shminfo64.__unused2");
_Static_assert(offsetof(struct shminfo64, shmmni) == 16, "struct shminfo64.shmmni");
_Static_assert(offsetof(struct shminfo64, shmmax) == 0, "struct shminfo64.shmmax");
_Static_assert(offsetof(struct shminfo64, __unused1) == 40, "struct shminfo64.__unused1");
_Static_assert(offsetof(struct shminfo64, shmseg) == 24, "struct shminfo64.shmseg");
_Static_assert(offsetof(struct shminfo64, shmmin) == 8, "struct shminfo64.shmmin");
_Static_assert(offsetof(struct shminfo64, shmall) == 32, "struct shminfo64.shmall");
_Static_assert(offsetof(struct shminfo64, __unused4) == 64, "struct shminfo64.__unused4");
