#include <stddef.h>
#include <linux/netfilter/nfnetlink_log.h>
_Static_assert(sizeof(struct nfulnl_msg_config_cmd) == 1, "struct nfulnl_msg_config_cmd");
_Static_assert(offsetof(struct nfulnl_msg_config_cmd, command) == 0, "struct nfulnl_msg_config_cmd.command");
_Static_assert(sizeof(struct nfulnl_msg_config_mode) == 6, "struct nfulnl_msg_config_mode");
_Static_assert(offsetof(struct nfulnl_msg_config_mode, copy_range) == 0, "struct nfulnl_msg_config_mode.copy_range");
_Static_assert(offsetof(struct nfulnl_msg_config_mode, copy_mode) == 4, "struct nfulnl_msg_config_mode.copy_mode");
_Static_assert(offsetof(struct nfulnl_msg_config_mode, _pad) == 5, "struct nfulnl_msg_config_mode._pad");
_Static_assert(sizeof(struct nfulnl_msg_packet_hdr) == 4, "struct nfulnl_msg_packet_hdr");
_Static_assert(offsetof(struct nfulnl_msg_packet_hdr, hook) == 2, "struct nfulnl_msg_packet_hdr.hook");
_Static_assert(offsetof(struct nfulnl_msg_packet_hdr, hw_protocol) == 0, "struct nfulnl_msg_packet_hdr.hw_protocol");
_Static_assert(offsetof(struct nfulnl_msg_packet_hdr, _pad) == 3, "struct nfulnl_msg_packet_hdr._pad");
_Static_assert(sizeof(struct nfulnl_msg_packet_hw) == 12, "struct nfulnl_msg_packet_hw");
_Static_assert(offsetof(struct nfulnl_msg_packet_hw, hw_addrlen) == 0, "struct nfulnl_msg_packet_hw.hw_addrlen");
_Static_assert(offsetof(struct nfulnl_msg_packet_hw, hw_addr) == 4, "struct nfulnl_msg_packet_hw.hw_addr");
_Static_assert(offsetof(struct nfulnl_msg_packet_hw, _pad) == 2, "struct nfulnl_msg_packet_hw._pad");
_Static_assert(sizeof(struct nfulnl_msg_packet_timestamp) == 16, "struct nfulnl_msg_packet_timestamp");
_Static_assert(offsetof(struct nfulnl_msg_packet_timestamp, sec) == 0, "struct nfulnl_msg_packet_timestamp.sec");
_Static_assert(offsetof(struct nfulnl_msg_packet_timestamp, usec) == 8, "struct nfulnl_msg_packet_timestamp.usec");
