#include <stddef.h>
#include <linux/sev-guest.h>
_Static_assert(sizeof(struct snp_derived_key_req) == 32, "struct snp_derived_key_req");
_Static_assert(offsetof(struct snp_derived_key_req, root_key_select) == 0, "struct snp_derived_key_req.root_key_select");
_Static_assert(offsetof(struct snp_derived_key_req, tcb_version) == 24, "struct snp_derived_key_req.tcb_version");
_Static_assert(offsetof(struct snp_derived_key_req, guest_svn) == 20, "struct snp_derived_key_req.guest_svn");
_Static_assert(offsetof(struct snp_derived_key_req, rsvd) == 4, "struct snp_derived_key_req.rsvd");
_Static_assert(offsetof(struct snp_derived_key_req, vmpl) == 16, "struct snp_derived_key_req.vmpl");
_Static_assert(offsetof(struct snp_derived_key_req, guest_field_select) == 8, "struct snp_derived_key_req.guest_field_select");
_Static_assert(sizeof(struct snp_derived_key_resp) == 64, "struct snp_derived_key_resp");
_Static_assert(offsetof(struct snp_derived_key_resp, data) == 0, "struct snp_derived_key_resp.data");
_Static_assert(sizeof(struct snp_ext_report_req) == 112, "struct snp_ext_report_req");
_Static_assert(offsetof(struct snp_ext_report_req, certs_len) == 104, "struct snp_ext_report_req.certs_len");
_Static_assert(offsetof(struct snp_ext_report_req, data) == 0, "struct snp_ext_report_req.data");
_Static_assert(offsetof(struct snp_ext_report_req, certs_address) == 96, "struct snp_ext_report_req.certs_address");
_Static_assert(sizeof(struct snp_guest_request_ioctl) == 32, "struct snp_guest_request_ioctl");
_Static_assert(offsetof(struct snp_guest_request_ioctl, req_data) == 8, "struct snp_guest_request_ioctl.req_data");
_Static_assert(offsetof(struct snp_guest_request_ioctl, exitinfo2) == 24, "struct snp_guest_request_ioctl.exitinfo2");
_Static_assert(offsetof(struct snp_guest_request_ioctl, fw_error) == 24, "struct snp_guest_request_ioctl.fw_error");
_Static_assert(offsetof(struct snp_guest_request_ioctl, resp_data) == 16, "struct snp_guest_request_ioctl.resp_data");
_Static_assert(offsetof(struct snp_guest_request_ioctl, msg_version) == 0, "struct snp_guest_request_ioctl.msg_version");
_Static_assert(offsetof(struct snp_guest_request_ioctl, vmm_error) == 28, "struct snp_guest_request_ioctl.vmm_error");
_Static_assert(sizeof(struct snp_report_req) == 96, "struct snp_report_req");
_Static_assert(offsetof(struct snp_report_req, rsvd) == 68, "struct snp_report_req.rsvd");
_Static_assert(offsetof(struct snp_report_req, user_data) == 0, "struct snp_report_req.user_data");
_Static_assert(offsetof(struct snp_report_req, vmpl) == 64, "struct snp_report_req.vmpl");
_Static_assert(sizeof(struct snp_report_resp) == 4000, "struct snp_report_resp");
_Static_assert(offsetof(struct snp_report_resp, data) == 0, "struct snp_report_resp.data");
