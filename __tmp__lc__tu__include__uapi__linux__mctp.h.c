#include <stddef.h>
#include <linux/mctp.h>
_Static_assert(sizeof(struct mctp_addr) == 1, "struct mctp_addr");
_Static_assert(offsetof(struct mctp_addr, s_addr) == 0, "struct mctp_addr.s_addr");
_Static_assert(sizeof(struct mctp_ioc_tag_ctl) == 4, "struct mctp_ioc_tag_ctl");
_Static_assert(offsetof(struct mctp_ioc_tag_ctl, peer_addr) == 0, "struct mctp_ioc_tag_ctl.peer_addr");
_Static_assert(offsetof(struct mctp_ioc_tag_ctl, tag) == 1, "struct mctp_ioc_tag_ctl.tag");
_Static_assert(offsetof(struct mctp_ioc_tag_ctl, flags) == 2, "struct mctp_ioc_tag_ctl.flags");
_Static_assert(sizeof(struct mctp_ioc_tag_ctl2) == 12, "struct mctp_ioc_tag_ctl2");
_Static_assert(offsetof(struct mctp_ioc_tag_ctl2, local_addr) == 5, "struct mctp_ioc_tag_ctl2.local_addr");
_Static_assert(offsetof(struct mctp_ioc_tag_ctl2, peer_addr) == 4, "struct mctp_ioc_tag_ctl2.peer_addr");
_Static_assert(offsetof(struct mctp_ioc_tag_ctl2, tag) == 8, "struct mctp_ioc_tag_ctl2.tag");
_Static_assert(offsetof(struct mctp_ioc_tag_ctl2, net) == 0, "struct mctp_ioc_tag_ctl2.net");
_Static_assert(offsetof(struct mctp_ioc_tag_ctl2, flags) == 6, "struct mctp_ioc_tag_ctl2.flags");
_Static_assert(sizeof(struct sockaddr_mctp) == 12, "struct sockaddr_mctp");
_Static_assert(offsetof(struct sockaddr_mctp, smctp_family) == 0, "struct sockaddr_mctp.smctp_family");
_Static_assert(offsetof(struct sockaddr_mctp, smctp_network) == 4, "struct sockaddr_mctp.smctp_network");
_Static_assert(offsetof(struct sockaddr_mctp, smctp_addr) == 8, "struct sockaddr_mctp.smctp_addr");
_Static_assert(offsetof(struct sockaddr_mctp, __smctp_pad0) == 2, "struct sockaddr_mctp.__smctp_pad0");
_Static_assert(offsetof(struct sockaddr_mctp, smctp_tag) == 10, "struct sockaddr_mctp.smctp_tag");
_Static_assert(offsetof(struct sockaddr_mctp, __smctp_pad1) == 11, "struct sockaddr_mctp.__smctp_pad1");
_Static_assert(offsetof(struct sockaddr_mctp, smctp_type) == 9, "struct sockaddr_mctp.smctp_type");
_Static_assert(sizeof(struct sockaddr_mctp_ext) == 52, "struct sockaddr_mctp_ext");
_Static_assert(offsetof(struct sockaddr_mctp_ext, smctp_haddr) == 20, "struct sockaddr_mctp_ext.smctp_haddr");
_Static_assert(offsetof(struct sockaddr_mctp_ext, __smctp_pad0) == 17, "struct sockaddr_mctp_ext.__smctp_pad0");
_Static_assert(offsetof(struct sockaddr_mctp_ext, smctp_ifindex) == 12, "struct sockaddr_mctp_ext.smctp_ifindex");
_Static_assert(offsetof(struct sockaddr_mctp_ext, smctp_base) == 0, "struct sockaddr_mctp_ext.smctp_base");
_Static_assert(offsetof(struct sockaddr_mctp_ext, smctp_halen) == 16, "struct sockaddr_mctp_ext.smctp_halen");
