#include <stddef.h>
#include <rdma/hfi/hfi1_user.h>
_Static_assert(sizeof(struct hfi1_kdeth_header) == 36, "struct hfi1_kdeth_header");
_Static_assert(offsetof(struct hfi1_kdeth_header, hcrc) == 6, "struct hfi1_kdeth_header.hcrc");
_Static_assert(offsetof(struct hfi1_kdeth_header, jkey) == 4, "struct hfi1_kdeth_header.jkey");
_Static_assert(offsetof(struct hfi1_kdeth_header, ver_tid_offset) == 0, "struct hfi1_kdeth_header.ver_tid_offset");
_Static_assert(offsetof(struct hfi1_kdeth_header, swdata) == 8, "struct hfi1_kdeth_header.swdata");
_Static_assert(sizeof(struct hfi1_pkt_header) == 64, "struct hfi1_pkt_header");
_Static_assert(offsetof(struct hfi1_pkt_header, lrh) == 8, "struct hfi1_pkt_header.lrh");
_Static_assert(offsetof(struct hfi1_pkt_header, bth) == 16, "struct hfi1_pkt_header.bth");
_Static_assert(offsetof(struct hfi1_pkt_header, kdeth) == 28, "struct hfi1_pkt_header.kdeth");
_Static_assert(offsetof(struct hfi1_pkt_header, pbc) == 0, "struct hfi1_pkt_header.pbc");
_Static_assert(sizeof(struct hfi1_sdma_comp_entry) == 8, "struct hfi1_sdma_comp_entry");
_Static_assert(offsetof(struct hfi1_sdma_comp_entry, errcode) == 4, "struct hfi1_sdma_comp_entry.errcode");
_Static_assert(offsetof(struct hfi1_sdma_comp_entry, status) == 0, "struct hfi1_sdma_comp_entry.status");
_Static_assert(sizeof(struct hfi1_status) == 16, "struct hfi1_status");
_Static_assert(offsetof(struct hfi1_status, port) == 8, "struct hfi1_status.port");
_Static_assert(offsetof(struct hfi1_status, freezemsg) == 16, "struct hfi1_status.freezemsg");
_Static_assert(offsetof(struct hfi1_status, dev) == 0, "struct hfi1_status.dev");
_Static_assert(sizeof(struct sdma_req_info) == 8, "struct sdma_req_info");
_Static_assert(offsetof(struct sdma_req_info, fragsize) == 4, "struct sdma_req_info.fragsize");
_Static_assert(offsetof(struct sdma_req_info, ctrl) == 0, "struct sdma_req_info.ctrl");
_Static_assert(offsetof(struct sdma_req_info, npkts) == 2, "struct sdma_req_info.npkts");
_Static_assert(offsetof(struct sdma_req_info, comp_idx) == 6, "struct sdma_req_info.comp_idx");
