#include <stddef.h>
#include <linux/keyctl.h>
_Static_assert(sizeof(struct keyctl_dh_params) == 12, "struct keyctl_dh_params");
_Static_assert(offsetof(struct keyctl_dh_params, prime) == 4, "struct keyctl_dh_params.prime");
_Static_assert(offsetof(struct keyctl_dh_params, private) == 0, "struct keyctl_dh_params.private");
_Static_assert(offsetof(struct keyctl_dh_params, base) == 8, "struct keyctl_dh_params.base");
_Static_assert(offsetof(struct keyctl_dh_params, priv) == 0, "struct keyctl_dh_params.priv");
_Static_assert(sizeof(struct keyctl_kdf_params) == 56, "struct keyctl_kdf_params");
_Static_assert(offsetof(struct keyctl_kdf_params, __spare) == 20, "struct keyctl_kdf_params.__spare");
_Static_assert(offsetof(struct keyctl_kdf_params, hashname) == 0, "struct keyctl_kdf_params.hashname");
_Static_assert(offsetof(struct keyctl_kdf_params, otherinfolen) == 16, "struct keyctl_kdf_params.otherinfolen");
_Static_assert(offsetof(struct keyctl_kdf_params, otherinfo) == 8, "struct keyctl_kdf_params.otherinfo");
_Static_assert(sizeof(struct keyctl_pkey_params) == 40, "struct keyctl_pkey_params");
_Static_assert(offsetof(struct keyctl_pkey_params, in_len) == 4, "struct keyctl_pkey_params.in_len");
_Static_assert(offsetof(struct keyctl_pkey_params, __spare) == 12, "struct keyctl_pkey_params.__spare");
_Static_assert(offsetof(struct keyctl_pkey_params, in2_len) == 8, "struct keyctl_pkey_params.in2_len");
_Static_assert(offsetof(struct keyctl_pkey_params, key_id) == 0, "struct keyctl_pkey_params.key_id");
_Static_assert(offsetof(struct keyctl_pkey_params, out_len) == 8, "struct keyctl_pkey_params.out_len");
_Static_assert(sizeof(struct keyctl_pkey_query) == 56, "struct keyctl_pkey_query");
_Static_assert(offsetof(struct keyctl_pkey_query, __spare) == 16, "struct keyctl_pkey_query.__spare");
_Static_assert(offsetof(struct keyctl_pkey_query, max_dec_size) == 14, "struct keyctl_pkey_query.max_dec_size");
_Static_assert(offsetof(struct keyctl_pkey_query, max_sig_size) == 10, "struct keyctl_pkey_query.max_sig_size");
_Static_assert(offsetof(struct keyctl_pkey_query, max_data_size) == 8, "struct keyctl_pkey_query.max_data_size");
_Static_assert(offsetof(struct keyctl_pkey_query, supported_ops) == 0, "struct keyctl_pkey_query.supported_ops");
_Static_assert(offsetof(struct keyctl_pkey_query, key_size) == 4, "struct keyctl_pkey_query.key_size");
_Static_assert(offsetof(struct keyctl_pkey_query, max_enc_size) == 12, "struct keyctl_pkey_query.max_enc_size");
