#include <stddef.h>
#include <linux/net_tstamp.h>
_Static_assert(sizeof(struct hwtstamp_config) == 12, "struct hwtstamp_config");
_Static_assert(offsetof(struct hwtstamp_config, rx_filter) == 8, "struct hwtstamp_config.rx_filter");
_Static_assert(offsetof(struct hwtstamp_config, flags) == 0, "struct hwtstamp_config.flags");
_Static_assert(offsetof(struct hwtstamp_config, tx_type) == 4, "struct hwtstamp_config.tx_type");
_Static_assert(sizeof(struct scm_ts_pktinfo) == 16, "struct scm_ts_pktinfo");
_Static_assert(offsetof(struct scm_ts_pktinfo, pkt_length) == 4, "struct scm_ts_pktinfo.pkt_length");
_Static_assert(offsetof(struct scm_ts_pktinfo, if_index) == 0, "struct scm_ts_pktinfo.if_index");
_Static_assert(offsetof(struct scm_ts_pktinfo, reserved) == 8, "struct scm_ts_pktinfo.reserved");
_Static_assert(sizeof(struct so_timestamping) == 8, "struct so_timestamping");
_Static_assert(offsetof(struct so_timestamping, bind_phc) == 4, "struct so_timestamping.bind_phc");
_Static_assert(offsetof(struct so_timestamping, flags) == 0, "struct so_timestamping.flags");
_Static_assert(sizeof(struct sock_txtime) == 8, "struct sock_txtime");
_Static_assert(offsetof(struct sock_txtime, clockid) == 0, "struct sock_txtime.clockid");
_Static_assert(offsetof(struct sock_txtime, flags) == 4, "struct sock_txtime.flags");
