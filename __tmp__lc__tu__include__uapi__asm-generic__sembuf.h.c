#include <stddef.h>
#include <asm-generic/sembuf.h>
_Static_assert(sizeof(struct semid64_ds) == 88, "struct semid64_ds");
_Static_assert(offsetof(struct semid64_ds, __unused3) == 72, "struct semid64_ds.__unused3");
_Static_assert(offsetof(struct semid64_ds, sem_ctime) == 56, "struct semid64_ds.sem_ctime");
_Static_assert(offsetof(struct semid64_ds, sem_nsems) == 64, "struct semid64_ds.sem_nsems");
_Static_assert(offsetof(struct semid64_ds, sem_perm) == 0, "struct semid64_ds.sem_perm");
_Static_assert(offsetof(struct semid64_ds, sem_otime) == 48, "struct semid64_ds.sem_otime");
_Static_assert(offsetof(struct semid64_ds, __unused4) == 80, "struct semid64_ds.__unused4");
