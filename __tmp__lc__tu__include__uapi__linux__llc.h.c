#include <stddef.h>
#include <linux/llc.h>
_Static_assert(sizeof(struct llc_pktinfo) == 12, "struct llc_pktinfo");
_Static_assert(offsetof(struct llc_pktinfo, lpi_sap) == 4, "struct llc_pktinfo.lpi_sap");
_Static_assert(offsetof(struct llc_pktinfo, lpi_mac) == 5, "struct llc_pktinfo.lpi_mac");
_Static_assert(offsetof(struct llc_pktinfo, lpi_ifindex) == 0, "struct llc_pktinfo.lpi_ifindex");
_Static_assert(sizeof(struct sockaddr_llc) == 16, "struct sockaddr_llc");
_Static_assert(offsetof(struct sockaddr_llc, sllc_xid) == 5, "struct sockaddr_llc.sllc_xid");
_Static_assert(offsetof(struct sockaddr_llc, sllc_test) == 4, "struct sockaddr_llc.sllc_test");
_Static_assert(offsetof(struct sockaddr_llc, sllc_ua) == 6, "struct sockaddr_llc.sllc_ua");
_Static_assert(offsetof(struct sockaddr_llc, sllc_family) == 0, "struct sockaddr_llc.sllc_family");
_Static_assert(offsetof(struct sockaddr_llc, sllc_arphrd) == 2, "struct sockaddr_llc.sllc_arphrd");
_Static_assert(offsetof(struct sockaddr_llc, sllc_sap) == 7, "struct sockaddr_llc.sllc_sap");
_Static_assert(offsetof(struct sockaddr_llc, __pad) == 14, "struct sockaddr_llc.__pad");
_Static_assert(offsetof(struct sockaddr_llc, sllc_mac) == 8, "struct sockaddr_llc.sllc_mac");
