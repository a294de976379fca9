#include <stddef.h>
#include <xen/privcmd.h>
_Static_assert(sizeof(struct privcmd_dm_op_buf) == 16, "struct privcmd_dm_op_buf");
_Static_assert(offsetof(struct privcmd_dm_op_buf, uptr) == 0, "struct privcmd_dm_op_buf.uptr");
_Static_assert(offsetof(struct privcmd_dm_op_buf, size) == 8, "struct privcmd_dm_op_buf.size");
_Static_assert(sizeof(struct privcmd_hypercall) == 48, "struct privcmd_hypercall");
_Static_assert(offsetof(struct privcmd_hypercall, arg) == 8, "struct privcmd_hypercall.arg");
_Static_assert(offsetof(struct privcmd_hypercall, op) == 0, "struct privcmd_hypercall.op");
_Static_assert(sizeof(struct privcmd_mmap_entry) == 24, "struct privcmd_mmap_entry");
_Static_assert(offsetof(struct privcmd_mmap_entry, npages) == 16, "struct privcmd_mmap_entry.npages");
_Static_assert(offsetof(struct privcmd_mmap_entry, va) == 0, "struct privcmd_mmap_entry.va");
_Static_assert(offsetof(struct privcmd_mmap_entry, mfn) == 8, "struct privcmd_mmap_entry.mfn");
_Static_assert(sizeof(struct privcmd_pcidev_get_gsi) == 8, "struct privcmd_pcidev_get_gsi");
_Static_assert(offsetof(struct privcmd_pcidev_get_gsi, sbdf) == 0, "struct privcmd_pcidev_get_gsi.sbdf");
_Static_assert(offsetof(struct privcmd_pcidev_get_gsi, gsi) == 4, "struct privcmd_pcidev_get_gsi.gsi");
