#include <stddef.h>
#include <scsi/fc/fc_gs.h>
_Static_assert(sizeof(struct fc_ct_hdr) == 16, "struct fc_ct_hdr");
_Static_assert(offsetof(struct fc_ct_hdr, ct_reason) == 13, "struct fc_ct_hdr.ct_reason");
_Static_assert(offsetof(struct fc_ct_hdr, ct_options) == 6, "struct fc_ct_hdr.ct_options");
_Static_assert(offsetof(struct fc_ct_hdr, ct_fs_subtype) == 5, "struct fc_ct_hdr.ct_fs_subtype");
_Static_assert(offsetof(struct fc_ct_hdr, ct_in_id) == 1, "struct fc_ct_hdr.ct_in_id");
_Static_assert(offsetof(struct fc_ct_hdr, ct_mr_size) == 10, "struct fc_ct_hdr.ct_mr_size");
_Static_assert(offsetof(struct fc_ct_hdr, ct_cmd) == 8, "struct fc_ct_hdr.ct_cmd");
_Static_assert(offsetof(struct fc_ct_hdr, _ct_resvd1) == 7, "struct fc_ct_hdr._ct_resvd1");
_Static_assert(offsetof(struct fc_ct_hdr, ct_rev) == 0, "struct fc_ct_hdr.ct_rev");
_Static_assert(offsetof(struct fc_ct_hdr, _ct_resvd2) == 12, "struct fc_ct_hdr._ct_resvd2");
_Static_assert(offsetof(struct fc_ct_hdr, ct_explan) == 14, "struct fc_ct_hdr.ct_explan");
_Static_assert(offsetof(struct fc_ct_hdr, ct_fs_type) == 4, "struct fc_ct_hdr.ct_fs_type");
_Static_assert(offsetof(struct fc_ct_hdr, ct_vendor) == 15, "struct fc_ct_hdr.ct_vendor");
