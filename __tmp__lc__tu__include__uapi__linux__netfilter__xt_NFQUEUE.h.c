#include <stddef.h>
#include <linux/netfilter/xt_NFQUEUE.h>
_Static_assert(sizeof(struct xt_NFQ_info) == 2, "struct xt_NFQ_info");
_Static_assert(offsetof(struct xt_NFQ_info, queuenum) == 0, "struct xt_NFQ_info.queuenum");
_Static_assert(sizeof(struct xt_NFQ_info_v1) == 4, "struct xt_NFQ_info_v1");
_Static_assert(offsetof(struct xt_NFQ_info_v1, queuenum) == 0, "struct xt_NFQ_info_v1.queuenum");
_Static_assert(offsetof(struct xt_NFQ_info_v1, queues_total) == 2, "struct xt_NFQ_info_v1.queues_total");
_Static_assert(sizeof(struct xt_NFQ_info_v2) == 6, "struct xt_NFQ_info_v2");
_Static_assert(offsetof(struct xt_NFQ_info_v2, queuenum) == 0, "struct xt_NFQ_info_v2.queuenum");
_Static_assert(offsetof(struct xt_NFQ_info_v2, queues_total) == 2, "struct xt_NFQ_info_v2.queues_total");
_Static_assert(offsetof(struct xt_NFQ_info_v2, bypass) == 4, "struct xt_NFQ_info_v2.bypass");
_Static_assert(sizeof(struct xt_NFQ_info_v3) == 6, "struct xt_NFQ_info_v3");
_Static_assert(offsetof(struct xt_NFQ_info_v3, queuenum) == 0, "struct xt_NFQ_info_v3.queuenum");
_Static_assert(offsetof(struct xt_NFQ_info_v3, queues_total) == 2, "struct xt_NFQ_info_v3.queues_total");
_Static_assert(offsetof(struct xt_NFQ_info_v3, flags) == 4, "struct xt_NFQ_info_v3.flags");
