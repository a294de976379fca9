#include <stddef.h>
#include <linux/if_fddi.h>
_Static_assert(sizeof(struct fddi_8022_1_hdr) == 3, "struct fddi_8022_1_hdr");
_Static_assert(offsetof(struct fddi_8022_1_hdr, ssap) == 1, "struct fddi_8022_1_hdr.ssap");
_Static_assert(offsetof(struct fddi_8022_1_hdr, ctrl) == 2, "struct fddi_8022_1_hdr.ctrl");
_Static_assert(offsetof(struct fddi_8022_1_hdr, dsap) == 0, "struct fddi_8022_1_hdr.dsap");
_Static_assert(sizeof(struct fddi_8022_2_hdr) == 4, "struct fddi_8022_2_hdr");
_Static_assert(offsetof(struct fddi_8022_2_hdr, ssap) == 1, "struct fddi_8022_2_hdr.ssap");
_Static_assert(offsetof(struct fddi_8022_2_hdr, ctrl_2) == 3, "struct fddi_8022_2_hdr.ctrl_2");
_Static_assert(offsetof(struct fddi_8022_2_hdr, ctrl_1) == 2, "struct fddi_8022_2_hdr.ctrl_1");
_Static_assert(offsetof(struct fddi_8022_2_hdr, dsap) == 0, "struct fddi_8022_2_hdr.dsap");
_Static_assert(sizeof(struct fddi_snap_hdr) == 8, "struct fddi_snap_hdr");
_Static_assert(offsetof(struct fddi_snap_hdr, oui) == 3, "struct fddi_snap_hdr.oui");
_Static_assert(offsetof(struct fddi_snap_hdr, ethertype) == 6, "struct fddi_snap_hdr.ethertype");
_Static_assert(offsetof(struct fddi_snap_hdr, ssap) == 1, "struct fddi_snap_hdr.ssap");
_Static_assert(offsetof(struct fddi_snap_hdr, ctrl) == 2, "struct fddi_snap_hdr.ctrl");
_Static_assert(offsetof(struct fddi_snap_hdr, dsap) == 0, "struct fddi_snap_hdr.dsap");
_Static_assert(sizeof(struct fddihdr) == 21, "struct fddihdr");
_Static_assert(offsetof(struct fddihdr, hdr.llc_8022_2) == 13, "struct fddihdr.hdr.llc_8022_2");
_Static_assert(offsetof(struct fddihdr, fc) == 0, "struct fddihdr.fc");
_Static_assert(offsetof(struct fddihdr, hdr) == 13, "struct fddihdr.hdr");
_Static_assert(offsetof(struct fddihdr, hdr.llc_snap) == 13, "struct fddihdr.hdr.llc_snap");
_Static_assert(offsetof(struct fddihdr, daddr) == 1, "struct fddihdr.daddr");
_Static_assert(offsetof(struct fddihdr, saddr) == 7, "struct fddihdr.saddr");
_Static_assert(offsetof(struct fddihdr, hdr.llc_8022_1) == 13, "struct fddihdr.hdr.llc_8022_1");
