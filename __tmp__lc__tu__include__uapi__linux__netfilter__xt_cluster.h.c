#include <stddef.h>
#include <linux/netfilter/xt_cluster.h>
_Static_assert(sizeof(struct xt_cluster_match_info) == 16, "struct xt_cluster_match_info");
_Static_assert(offsetof(struct xt_cluster_match_info, node_mask) == 4, "struct xt_cluster_match_info.node_mask");
_Static_assert(offsetof(struct xt_cluster_match_info, hash_seed) == 8, "struct xt_cluster_match_info.hash_seed");
_Static_assert(offsetof(struct xt_cluster_match_info, flags) == 12, "struct xt_cluster_match_info.flags");
_Static_assert(offsetof(struct xt_cluster_match_info, total_nodes) == 0, "struct xt_cluster_match_info.total_nodes");
