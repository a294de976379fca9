#include <stddef.h>
#include <rdma/erdma-abi.h>
_Static_assert(sizeof(struct erdma_ureq_create_cq) == 24, "struct erdma_ureq_create_cq");
_Static_assert(offsetof(struct erdma_ureq_create_cq, qbuf_va) == 8, "struct erdma_ureq_create_cq.qbuf_va");
_Static_assert(offsetof(struct erdma_ureq_create_cq, db_record_va) == 0, "struct erdma_ureq_create_cq.db_record_va");
_Static_assert(offsetof(struct erdma_ureq_create_cq, qbuf_len) == 16, "struct erdma_ureq_create_cq.qbuf_len");
_Static_assert(offsetof(struct erdma_ureq_create_cq, rsvd0) == 20, "struct erdma_ureq_create_cq.rsvd0");
_Static_assert(sizeof(struct erdma_ureq_create_qp) == 24, "struct erdma_ureq_create_qp");
_Static_assert(offsetof(struct erdma_ureq_create_qp, qbuf_va) == 8, "struct erdma_ureq_create_qp.qbuf_va");
_Static_assert(offsetof(struct erdma_ureq_create_qp, db_record_va) == 0, "struct erdma_ureq_create_qp.db_record_va");
_Static_assert(offsetof(struct erdma_ureq_create_qp, qbuf_len) == 16, "struct erdma_ureq_create_qp.qbuf_len");
_Static_assert(offsetof(struct erdma_ureq_create_qp, rsvd0) == 20, "struct erdma_ureq_create_qp.rsvd0");
_Static_assert(sizeof(struct erdma_uresp_alloc_ctx) == 40, "struct erdma_uresp_alloc_ctx");
_Static_assert(offsetof(struct erdma_uresp_alloc_ctx, sdb) == 16, "struct erdma_uresp_alloc_ctx.sdb");
_Static_assert(offsetof(struct erdma_uresp_alloc_ctx, sdb_offset) == 12, "struct erdma_uresp_alloc_ctx.sdb_offset");
_Static_assert(offsetof(struct erdma_uresp_alloc_ctx, rdb) == 24, "struct erdma_uresp_alloc_ctx.rdb");
_Static_assert(offsetof(struct erdma_uresp_alloc_ctx, dev_id) == 0, "struct erdma_uresp_alloc_ctx.dev_id");
_Static_assert(offsetof(struct erdma_uresp_alloc_ctx, cdb) == 32, "struct erdma_uresp_alloc_ctx.cdb");
_Static_assert(offsetof(struct erdma_uresp_alloc_ctx, pad) == 4, "struct erdma_uresp_alloc_ctx.pad");
_Static_assert(offsetof(struct erdma_uresp_alloc_ctx, sdb_type) == 8, "struct erdma_uresp_alloc_ctx.sdb_type");
_Static_assert(sizeof(struct erdma_uresp_create_cq) == 8, "struct erdma_uresp_create_cq");
_Static_assert(offsetof(struct erdma_uresp_create_cq, num_cqe) == 4, "struct erdma_uresp_create_cq.num_cqe");
_Static_assert(offsetof(struct erdma_uresp_create_cq, cq_id) == 0, "struct erdma_uresp_create_cq.cq_id");
_Static_assert(sizeof(struct erdma_uresp_create_qp) == 16, "struct erdma_uresp_create_qp");
_Static_assert(offsetof(struct erdma_uresp_create_qp, num_rqe) == 8, "struct erdma_uresp_create_qp.num_rqe");
_Static_assert(offsetof(struct erdma_uresp_create_qp, qp_id) == 0, "struct erdma_uresp_create_qp.qp_id");
_Static_assert(offsetof(struct erdma_uresp_create_qp, num_sqe) == 4, "struct erdma_uresp_create_qp.num_sqe");
_Static_assert(offsetof(struct erdma_uresp_create_qp, rq_offset) == 12, "struct erdma_uresp_create_qp.rq_offset");
