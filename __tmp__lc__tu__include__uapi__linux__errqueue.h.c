#include <stddef.h>
#include <linux/errqueue.h>
_Static_assert(sizeof(struct scm_timestamping) == 48, "struct scm_timestamping");
_Static_assert(offsetof(struct scm_timestamping, ts) == 0, "struct scm_timestamping.ts");
_Static_assert(sizeof(struct scm_timestamping64) == 48, "struct scm_timestamping64");
_Static_assert(offsetof(struct scm_timestamping64, ts) == 0, "struct scm_timestamping64.ts");
_Static_assert(sizeof(struct sock_ee_data_rfc4884) == 4, "struct sock_ee_data_rfc4884");
_Static_assert(offsetof(struct sock_ee_data_rfc4884, len) == 0, "struct sock_ee_data_rfc4884.len");
_Static_assert(offsetof(struct sock_ee_data_rfc4884, flags) == 2, "struct sock_ee_data_rfc4884.flags");
_Static_assert(offsetof(struct sock_ee_data_rfc4884, reserved) == 3, "struct sock_ee_data_rfc4884.reserved");
_Static_assert(sizeof(struct sock_extended_err) == 16, "struct sock_extended_err");
_Static_assert(offsetof(struct sock_extended_err, ee_rfc4884) == 12, "struct sock_extended_err.ee_rfc4884");
_Static_assert(offsetof(struct sock_extended_err, ee_origin) == 4, "struct sock_extended_err.ee_origin");
_Static_assert(offsetof(struct sock_extended_err, ee_pad) == 7, "struct sock_extended_err.ee_pad");
_Static_assert(offsetof(struct sock_extended_err, ee_data) == 12, "struct sock_extended_err.ee_data");
_Static_assert(offsetof(struct sock_extended_err, ee_code) == 6, "struct sock_extended_err.ee_code");
_Static_assert(offsetof(struct sock_extended_err, ee_info) == 8, "struct sock_extended_err.ee_info");
_Static_assert(offsetof(struct sock_extended_err, ee_errno) == 0, "struct sock_extended_err.ee_errno");
_Static_assert(offsetof(struct sock_extended_err, ee_type) == 5, "struct sock_extended_err.ee_type");
