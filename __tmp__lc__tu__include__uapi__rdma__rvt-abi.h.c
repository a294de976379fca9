#include <stddef.h>
#include <rdma/rvt-abi.h>
_Static_assert(sizeof(struct rvt_cq_wc) == 0, "struct rvt_cq_wc");
_Static_assert(offsetof(struct rvt_cq_wc, uqueue) == 0, "struct rvt_cq_wc.uqueue");
_Static_assert(sizeof(struct rvt_rwq) == 0, "struct rvt_rwq");
_Static_assert(offsetof(struct rvt_rwq, wq) == 0, "struct rvt_rwq.wq");
_Static_assert(sizeof(struct rvt_rwqe) == 16, "struct rvt_rwqe");
_Static_assert(offsetof(struct rvt_rwqe, sg_list) == 16, "struct rvt_rwqe.sg_list");
_Static_assert(offsetof(struct rvt_rwqe, num_sge) == 8, "struct rvt_rwqe.num_sge");
_Static_assert(offsetof(struct rvt_rwqe, wr_id) == 0, "struct rvt_rwqe.wr_id");
_Static_assert(offsetof(struct rvt_rwqe, padding) == 9, "struct rvt_rwqe.padding");
_Static_assert(sizeof(struct rvt_wqe_sge) == 16, "struct rvt_wqe_sge");
_Static_assert(offsetof(struct rvt_wqe_sge, lkey) == 12, "struct rvt_wqe_sge.lkey");
_Static_assert(offsetof(struct rvt_wqe_sge, length) == 8, "struct rvt_wqe_sge.length");
_Static_assert(offsetof(struct rvt_wqe_sge, addr) == 0, "struct rvt_wqe_sge.addr");
