#include <stddef.h>
#include <linux/netfilter/nfnetlink_queue.h>
_Static_assert(sizeof(struct nfqnl_msg_config_cmd) == 4, "struct nfqnl_msg_config_cmd");
_Static_assert(offsetof(struct nfqnl_msg_config_cmd, pf) == 2, "struct nfqnl_msg_config_cmd.pf");
_Static_assert(offsetof(struct nfqnl_msg_config_cmd, command) == 0, "struct nfqnl_msg_config_cmd.command");
_Static_assert(offsetof(struct nfqnl_msg_config_cmd, _pad) == 1, "struct nfqnl_msg_config_cmd._pad");
_Static_assert(sizeof(struct nfqnl_msg_config_params) == 5, "struct nfqnl_msg_config_params");
_Static_assert(offsetof(struct nfqnl_msg_config_params, copy_range) == 0, "struct nfqnl_msg_config_params.copy_range");
_Static_assert(offsetof(struct nfqnl_msg_config_params, copy_mode) == 4, "struct nfqnl_msg_config_params.copy_mode");
_Static_assert(sizeof(struct nfqnl_msg_packet_hdr) == 7, "struct nfqnl_msg_packet_hdr");
_Static_assert(offsetof(struct nfqnl_msg_packet_hdr, packet_id) == 0, "struct nfqnl_msg_packet_hdr.packet_id");
_Static_assert(offsetof(struct nfqnl_msg_packet_hdr, hook) == 6, "struct nfqnl_msg_packet_hdr.hook");
_Static_assert(offsetof(struct nfqnl_msg_packet_hdr, hw_protocol) == 4, "struct nfqnl_msg_packet_hdr.hw_protocol");
_Static_assert(sizeof(struct nfqnl_msg_packet_hw) == 12, "struct nfqnl_msg_packet_hw");
_Static_assert(offsetof(struct nfqnl_msg_packet_hw, hw_addrlen) == 0, "struct nfqnl_msg_packet_hw.hw_addrlen");
_Static_assert(offsetof(struct nfqnl_msg_packet_hw, hw_addr) == 4, "struct nfqnl_msg_packet_hw.hw_addr");
_Static_assert(offsetof(struct nfqnl_msg_packet_hw, _pad) == 2, "struct nfqnl_msg_packet_hw._pad");
_Static_assert(sizeof(struct nfqnl_msg_packet_timestamp) == 16, "struct nfqnl_msg_packet_timestamp");
_Static_assert(offsetof(struct nfqnl_msg_packet_timestamp, sec) == 0, "struct nfqnl_msg_packet_timestamp.sec");
_Static_assert(offsetof(struct nfqnl_msg_packet_timestamp, usec) == 8, "struct nfqnl_msg_packet_timestamp.usec");
_Static_assert(sizeof(struct nfqnl_msg_verdict_hdr) == 8, "struct nfqnl_msg_verdict_hdr");
_Static_assert(offsetof(struct nfqnl_msg_verdict_hdr, verdict) == 0, "struct nfqnl_msg_verdict_hdr.verdict");
_Static_assert(offsetof(struct nfqnl_msg_verdict_hdr, id) == 4, "struct nfqnl_msg_verdict_hdr.id");
