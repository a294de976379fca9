#include <stddef.h>
#include <linux/ntsync.h>
_Static_assert(sizeof(struct ntsync_sem_args) == 12, "struct ntsync_sem_args");
_Static_assert(offsetof(struct ntsync_sem_args, sem) == 0, "struct ntsync_sem_args.sem");
_Static_assert(offsetof(struct ntsync_sem_args, max) == 8, "struct ntsync_sem_args.max");
_Static_assert(offsetof(struct ntsync_sem_args, count) == 4, "struct ntsync_sem_args.count");
