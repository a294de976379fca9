#include <stddef.h>
#include <linux/mpls.h>
_Static_assert(sizeof(struct mpls_label) == 4, "struct mpls_label");
_Static_assert(offsetof(struct mpls_label, entry) == 0, "struct mpls_label.entry");
_Static_assert(sizeof(struct mpls_link_stats) == 72, "struct mpls_link_stats");
_Static_assert(offsetof(struct mpls_link_stats, rx_bytes) == 16, "struct mpls_link_stats.rx_bytes");
_Static_assert(offsetof(struct mpls_link_stats, rx_errors) == 32, "struct mpls_link_stats.rx_errors");
_Static_assert(offsetof(struct mpls_link_stats, rx_dropped) == 48, "struct mpls_link_stats.rx_dropped");
_Static_assert(offsetof(struct mpls_link_stats, tx_packets) == 8, "struct mpls_link_stats.tx_packets");
_Static_assert(offsetof(struct mpls_link_stats, tx_dropped) == 56, "struct mpls_link_stats.tx_dropped");
_Static_assert(offsetof(struct mpls_link_stats, rx_packets) == 0, "struct mpls_link_stats.rx_packets");
_Static_assert(offsetof(struct mpls_link_stats, tx_bytes) == 24, "struct mpls_link_stats.tx_bytes");
_Static_assert(offsetof(struct mpls_link_stats, rx_noroute) == 64, "struct mpls_link_stats.rx_noroute");
_Static_assert(offsetof(struct mpls_link_stats, tx_errors) == 40, "struct mpls_link_stats.tx_errors");
