#include <stddef.h>
#include <linux/ppp-ioctl.h>
_Static_assert(sizeof(struct npioctl) == 8, "struct npioctl");
_Static_assert(offsetof(struct npioctl, mode) == 4, "struct npioctl.mode");
_Static_assert(offsetof(struct npioctl, protocol) == 0, "struct npioctl.protocol");
_Static_assert(sizeof(struct ppp_option_data) == 16, "struct ppp_option_data");
_Static_assert(offsetof(struct ppp_option_data, ptr) == 0, "struct ppp_option_data.ptr");
_Static_assert(offsetof(struct ppp_option_data, length) == 8, "struct ppp_option_data.length");
_Static_assert(offsetof(struct ppp_option_data, transmit) == 12, "struct ppp_option_data.transmit");
_Static_assert(sizeof(struct pppol2tp_ioc_stats) == 72, "struct pppol2tp_ioc_stats");
_Static_assert(offsetof(struct pppol2tp_ioc_stats, rx_bytes) == 40, "struct pppol2tp_ioc_stats.rx_bytes");
_Static_assert(offsetof(struct pppol2tp_ioc_stats, tunnel_id) == 0, "struct pppol2tp_ioc_stats.tunnel_id");
_Static_assert(offsetof(struct pppol2tp_ioc_stats, rx_seq_discards) == 48, "struct pppol2tp_ioc_stats.rx_seq_discards");
_Static_assert(offsetof(struct pppol2tp_ioc_stats, rx_errors) == 64, "struct pppol2tp_ioc_stats.rx_errors");
_Static_assert(offsetof(struct pppol2tp_ioc_stats, rx_oos_packets) == 56, "struct pppol2tp_ioc_stats.rx_oos_packets");
_Static_assert(offsetof(struct pppol2tp_ioc_stats, tx_packets) == 8, "struct pppol2tp_ioc_stats.tx_packets");
_Static_assert(offsetof(struct pppol2tp_ioc_stats, session_id) == 2, "struct pppol2tp_ioc_stats.session_id");
_Static_assert(offsetof(struct pppol2tp_ioc_stats, rx_packets) == 32, "struct pppol2tp_ioc_stats.rx_packets");
_Static_assert(offsetof(struct pppol2tp_ioc_stats, tx_bytes) == 16, "struct pppol2tp_ioc_stats.tx_bytes");
_Static_assert(offsetof(struct pppol2tp_ioc_stats, tx_errors) == 24, "struct pppol2tp_ioc_stats.tx_errors");
