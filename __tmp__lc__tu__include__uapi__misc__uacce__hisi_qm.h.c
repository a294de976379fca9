#include <stddef.h>
#include <misc/uacce/hisi_qm.h>
_Static_assert(sizeof(struct hisi_qp_ctx) == 4, "struct hisi_qp_ctx");
_Static_assert(offsetof(struct hisi_qp_ctx, qc_type) == 2, "struct hisi_qp_ctx.qc_type");
_Static_assert(offsetof(struct hisi_qp_ctx, id) == 0, "struct hisi_qp_ctx.id");
_Static_assert(sizeof(struct hisi_qp_info) == 16, "struct hisi_qp_info");
_Static_assert(offsetof(struct hisi_qp_info, cq_depth) == 6, "struct hisi_qp_info.cq_depth");
_Static_assert(offsetof(struct hisi_qp_info, sqe_size) == 0, "struct hisi_qp_info.sqe_size");
_Static_assert(offsetof(struct hisi_qp_info, sq_depth) == 4, "struct hisi_qp_info.sq_depth");
_Static_assert(offsetof(struct hisi_qp_info, reserved) == 8, "struct hisi_qp_info.reserved");
