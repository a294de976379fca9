#include <stddef.h>
#include <linux/dccp.h>
_Static_assert(sizeof(struct dccp_hdr) == 12, "struct dccp_hdr");
_Static_assert(offsetof(struct dccp_hdr, dccph_seq) == 10, "struct dccp_hdr.dccph_seq");
_Static_assert(offsetof(struct dccp_hdr, dccph_doff) == 4, "struct dccp_hdr.dccph_doff");
_Static_assert(offsetof(struct dccp_hdr, dccph_seq2) == 9, "struct dccp_hdr.dccph_seq2");
_Static_assert(offsetof(struct dccp_hdr, dccph_sport) == 0, "struct dccp_hdr.dccph_sport");
_Static_assert(offsetof(struct dccp_hdr, dccph_dport) == 2, "struct dccp_hdr.dccph_dport");
_Static_assert(offsetof(struct dccp_hdr, dccph_checksum) == 6, "struct dccp_hdr.dccph_checksum");
_Static_assert(sizeof(struct dccp_hdr_ack_bits) == 8, "struct dccp_hdr_ack_bits");
_Static_assert(offsetof(struct dccp_hdr_ack_bits, dccph_reserved1) == 0, "struct dccp_hdr_ack_bits.dccph_reserved1");
_Static_assert(offsetof(struct dccp_hdr_ack_bits, dccph_ack_nr_high) == 2, "struct dccp_hdr_ack_bits.dccph_ack_nr_high");
_Static_assert(offsetof(struct dccp_hdr_ack_bits, dccph_ack_nr_low) == 4, "struct dccp_hdr_ack_bits.dccph_ack_nr_low");
_Static_assert(sizeof(struct dccp_hdr_ext) == 4, "struct dccp_hdr_ext");
_Static_assert(offsetof(struct dccp_hdr_ext, dccph_seq_low) == 0, "struct dccp_hdr_ext.dccph_seq_low");
_Static_assert(sizeof(struct dccp_hdr_request) == 4, "struct dccp_hdr_request");
_Static_assert(offsetof(struct dccp_hdr_request, dccph_req_service) == 0, "struct dccp_hdr_request.dccph_req_service");
_Static_assert(sizeof(struct dccp_hdr_reset) == 12, "struct dccp_hdr_reset");
_Static_assert(offsetof(struct dccp_hdr_reset, dccph_reset_code) == 8, "struct dccp_hdr_reset.dccph_reset_code");
_Static_assert(offsetof(struct dccp_hdr_reset, dccph_reset_ack) == 0, "struct dccp_hdr_reset.dccph_reset_ack");
_Static_assert(offsetof(struct dccp_hdr_reset, dccph_reset_data) == 9, "struct dccp_hdr_reset.dccph_reset_data");
_Static_assert(sizeof(struct dccp_hdr_response) == 12, "struct dccp_hdr_response");
_Static_assert(offsetof(struct dccp_hdr_response, dccph_resp_service) == 8, "struct dccp_hdr_response.dccph_resp_service");
_Static_assert(offsetof(struct dccp_hdr_response, dccph_resp_ack) == 0, "struct dccp_hdr_response.dccph_resp_ack");
