#include <stddef.h>
#include <linux/netfilter_bridge/ebt_stp.h>
_Static_assert(sizeof(struct ebt_stp_config_info) == 64, "struct ebt_stp_config_info");
_Static_assert(offsetof(struct ebt_stp_config_info, sender_priou) == 30, "struct ebt_stp_config_info.sender_priou");
_Static_assert(offsetof(struct ebt_stp_config_info, root_priou) == 4, "struct ebt_stp_config_info.root_priou");
_Static_assert(offsetof(struct ebt_stp_config_info, max_agel) == 52, "struct ebt_stp_config_info.max_agel");
_Static_assert(offsetof(struct ebt_stp_config_info, root_addrmsk) == 12, "struct ebt_stp_config_info.root_addrmsk");
_Static_assert(offsetof(struct ebt_stp_config_info, root_costu) == 24, "struct ebt_stp_config_info.root_costu");
_Static_assert(offsetof(struct ebt_stp_config_info, root_priol) == 2, "struct ebt_stp_config_info.root_priol");
_Static_assert(offsetof(struct ebt_stp_config_info, max_ageu) == 54, "struct ebt_stp_config_info.max_ageu");
_Static_assert(offsetof(struct ebt_stp_config_info, root_costl) == 20, "struct ebt_stp_config_info.root_costl");
_Static_assert(offsetof(struct ebt_stp_config_info, sender_addr) == 32, "struct ebt_stp_config_info.sender_addr");
_Static_assert(offsetof(struct ebt_stp_config_info, hello_timel) == 56, "struct ebt_stp_config_info.hello_timel");
_Static_assert(offsetof(struct ebt_stp_config_info, portu) == 46, "struct ebt_stp_config_info.portu");
_Static_assert(offsetof(struct ebt_stp_config_info, flags) == 0, "struct ebt_stp_config_info.flags");
_Static_assert(offsetof(struct ebt_stp_config_info, root_addr) == 6, "struct ebt_stp_config_info.root_addr");
_Static_assert(offsetof(struct ebt_stp_config_info, msg_ageu) == 50, "struct ebt_stp_config_info.msg_ageu");
_Static_assert(offsetof(struct ebt_stp_config_info, forward_delayu) == 62, "struct ebt_stp_config_info.forward_delayu");
_Static_assert(offsetof(struct ebt_stp_config_info, msg_agel) == 48, "struct ebt_stp_config_info.msg_agel");
_Static_assert(offsetof(struct ebt_stp_config_info, forward_delayl) == 60, "struct ebt_stp_config_info.forward_delayl");
_Static_assert(offsetof(struct ebt_stp_config_info, hello_timeu) == 58, "struct ebt_stp_config_info.hello_timeu");
_Static_assert(offsetof(struct ebt_stp_config_info, sender_priol) == 28, "struct ebt_stp_config_info.sender_priol");
_Static_assert(offsetof(struct ebt_stp_config_info, portl) == 44, "struct ebt_stp_config_info.portl");
_Static_assert(offsetof(struct ebt_stp_config_info, sender_addrmsk) == 38, "struct ebt_stp_config_info.sender_addrmsk");
_Static_assert(sizeof(struct ebt_stp_info) == 72, "struct ebt_stp_info");
_Static_assert(offsetof(struct ebt_stp_info, config) == 4, "struct ebt_stp_info.config");
_Static_assert(offsetof(struct ebt_stp_info, type) == 0, "struct ebt_stp_info.type");
_Static_assert(offsetof(struct ebt_stp_info, bitmask) == 68, "struct ebt_stp_info.bitmask");
_Static_assert(offsetof(struct ebt_stp_info, invflags) == 70, "struct ebt_stp_info.invflags");
