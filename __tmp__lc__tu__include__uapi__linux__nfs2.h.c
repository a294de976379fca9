#include <stddef.h>
#include <linux/nfs2.h>
_Static_assert(sizeof(struct nfs2_fh) == 32, "struct nfs2_fh");
_Static_assert(offsetof(struct nfs2_fh, data) == 0, "struct nfs2_fh.data");
