#include <stddef.h>
#include <linux/nfc.h>
_Static_assert(sizeof(struct sockaddr_nfc) == 16, "struct sockaddr_nfc");
_Static_assert(offsetof(struct sockaddr_nfc, sa_family) == 0, "struct sockaddr_nfc.sa_family");
_Static_assert(offsetof(struct sockaddr_nfc, nfc_protocol) == 12, "struct sockaddr_nfc.nfc_protocol");
_Static_assert(offsetof(struct sockaddr_nfc, dev_idx) == 4, "struct sockaddr_nfc.dev_idx");
_Static_assert(offsetof(struct sockaddr_nfc, target_idx) == 8, "struct sockaddr_nfc.target_idx");
_Static_assert(sizeof(struct sockaddr_nfc_llcp) == 96, "struct sockaddr_nfc_llcp");
_Static_assert(offsetof(struct sockaddr_nfc_llcp, sa_family) == 0, "struct sockaddr_nfc_llcp.sa_family");
_Static_assert(offsetof(struct sockaddr_nfc_llcp, service_name) == 18, "struct sockaddr_nfc_llcp.service_name");
_Static_assert(offsetof(struct sockaddr_nfc_llcp, service_name_len) == 88, "struct sockaddr_nfc_llcp.service_name_len");
_Static_assert(offsetof(struct sockaddr_nfc_llcp, ssap) == 17, "struct sockaddr_nfc_llcp.ssap");
_Static_assert(offsetof(struct sockaddr_nfc_llcp, nfc_protocol) == 12, "struct sockaddr_nfc_llcp.nfc_protocol");
_Static_assert(offsetof(struct sockaddr_nfc_llcp, dev_idx) == 4, "struct sockaddr_nfc_llcp.dev_idx");
_Static_assert(offsetof(struct sockaddr_nfc_llcp, target_idx) == 8, "struct sockaddr_nfc_llcp.target_idx");
_Static_assert(offsetof(struct sockaddr_nfc_llcp, dsap) == 16, "struct sockaddr_nfc_llcp.dsap");
