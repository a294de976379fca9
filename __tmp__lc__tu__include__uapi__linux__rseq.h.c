#include <stddef.h>
#include <linux/rseq.h>
_Static_assert(sizeof(struct rseq) == 32, "struct rseq");
_Static_assert(offsetof(struct rseq, rseq_cs) == 8, "struct rseq.rseq_cs");
_Static_assert(offsetof(struct rseq, end) == 28, "struct rseq.end");
_Static_assert(offsetof(struct rseq, node_id) == 20, "struct rseq.node_id");
_Static_assert(offsetof(struct rseq, mm_cid) == 24, "struct rseq.mm_cid");
_Static_assert(offsetof(struct rseq, flags) == 16, "struct rseq.flags");
_Static_assert(offsetof(struct rseq, cpu_id_start) == 0, "struct rseq.cpu_id_start");
_Static_assert(offsetof(struct rseq, cpu_id) == 4, "struct rseq.cpu_id");
_Static_assert(sizeof(struct rseq_cs) == 32, "struct rseq_cs");
_Static_assert(offsetof(struct rseq_cs, abort_ip) == 24, "struct rseq_cs.abort_ip");
_Static_assert(offsetof(struct rseq_cs, version) == 0, "struct rseq_cs.version");
_Static_assert(offsetof(struct rseq_cs, post_commit_offset) == 16, "struct rseq_cs.post_commit_offset");
_Static_assert(offsetof(struct rseq_cs, start_ip) == 8, "struct rseq_cs.start_ip");
_Static_assert(offsetof(struct rseq_cs, flags) == 4, "struct rseq_cs.flags");
