#include <stddef.h>
#include <linux/gen_stats.h>
_Static_assert(sizeof(struct gnet_estimator) == 2, "struct gnet_estimator");
_Static_assert(offsetof(struct gnet_estimator, ewma_log) == 1, "struct gnet_estimator.ewma_log");
_Static_assert(offsetof(struct gnet_estimator, interval) == 0, "struct gnet_estimator.interval");
_Static_assert(sizeof(struct gnet_stats_basic) == 16, "struct gnet_stats_basic");
_Static_assert(offsetof(struct gnet_stats_basic, bytes) == 0, "struct gnet_stats_basic.bytes");
_Static_assert(offsetof(struct gnet_stats_basic, packets) == 8, "struct gnet_stats_basic.packets");
_Static_assert(sizeof(struct gnet_stats_queue) == 20, "struct gnet_stats_queue");
_Static_assert(offsetof(struct gnet_stats_queue, backlog) == 4, "struct gnet_stats_queue.backlog");
_Static_assert(offsetof(struct gnet_stats_queue, qlen) == 0, "struct gnet_stats_queue.qlen");
_Static_assert(offsetof(struct gnet_stats_queue, requeues) == 12, "struct gnet_stats_queue.requeues");
_Static_assert(offsetof(struct gnet_stats_queue, overlimits) == 16, "struct gnet_stats_queue.overlimits");
_Static_assert(offsetof(struct gnet_stats_queue, drops) == 8, "struct gnet_stats_queue.drops");
_Static_assert(sizeof(struct gnet_stats_rate_est) == 8, "struct gnet_stats_rate_est");
_Static_assert(offsetof(struct gnet_stats_rate_est, pps) == 4, "struct gnet_stats_rate_est.pps");
_Static_assert(offsetof(struct gnet_stats_rate_est, bps) == 0, "struct gnet_stats_rate_est.bps");
_Static_assert(sizeof(struct gnet_stats_rate_est64) == 16, "struct gnet_stats_rate_est64");
_Static_assert(offsetof(struct gnet_stats_rate_est64, pps) == 8, "struct gnet_stats_rate_est64.pps");
_Static_assert(offsetof(struct gnet_stats_rate_est64, bps) == 0, "struct gnet_stats_rate_est64.bps");
