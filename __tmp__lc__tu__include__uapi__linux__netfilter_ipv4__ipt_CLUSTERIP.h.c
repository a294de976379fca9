#include <stddef.h>
#include <linux/netfilter_ipv4/ipt_CLUSTERIP.h>
_Static_assert(sizeof(struct ipt_clusterip_tgt_info) == 64, "struct ipt_clusterip_tgt_info");
_Static_assert(offsetof(struct ipt_clusterip_tgt_info, config) == 56, "struct ipt_clusterip_tgt_info.config");
_Static_assert(offsetof(struct ipt_clusterip_tgt_info, num_total_nodes) == 10, "struct ipt_clusterip_tgt_info.num_total_nodes");
_Static_assert(offsetof(struct ipt_clusterip_tgt_info, local_nodes) == 14, "struct ipt_clusterip_tgt_info.local_nodes");
_Static_assert(offsetof(struct ipt_clusterip_tgt_info, clustermac) == 4, "struct ipt_clusterip_tgt_info.clustermac");
_Static_assert(offsetof(struct ipt_clusterip_tgt_info, hash_mode) == 48, "struct ipt_clusterip_tgt_info.hash_mode");
_Static_assert(offsetof(struct ipt_clusterip_tgt_info, num_local_nodes) == 12, "struct ipt_clusterip_tgt_info.num_local_nodes");
_Static_assert(offsetof(struct ipt_clusterip_tgt_info, flags) == 0, "struct ipt_clusterip_tgt_info.flags");
_Static_assert(offsetof(struct ipt_clusterip_tgt_info, hash_initval) == 52, "struct ipt_clusterip_tgt_info.hash_initval");
