#include <stddef.h>
#include <linux/nfs3.h>
_Static_assert(sizeof(struct nfs3_fh) == 66, "struct nfs3_fh");
_Static_assert(offsetof(struct nfs3_fh, size) == 0, "struct nfs3_fh.size");
_Static_assert(offsetof(struct nfs3_fh, data) == 2, "struct nfs3_fh.data");
