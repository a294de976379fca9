#include <stddef.h>
#include <linux/psp-dbc.h>
_Static_assert(sizeof(struct dbc_user_nonce) == 52, "struct dbc_user_nonce");
_Static_assert(offsetof(struct dbc_user_nonce, auth_needed) == 0, "struct dbc_user_nonce.auth_needed");
_Static_assert(offsetof(struct dbc_user_nonce, signature) == 20, "struct dbc_user_nonce.signature");
_Static_assert(offsetof(struct dbc_user_nonce, nonce) == 4, "struct dbc_user_nonce.nonce");
_Static_assert(sizeof(struct dbc_user_param) == 40, "struct dbc_user_param");
_Static_assert(offsetof(struct dbc_user_param, signature) == 8, "struct dbc_user_param.signature");
_Static_assert(offsetof(struct dbc_user_param, msg_index) == 0, "struct dbc_user_param.msg_index");
_Static_assert(offsetof(struct dbc_user_param, param) == 4, "struct dbc_user_param.param");
_Static_assert(sizeof(struct dbc_user_setuid) == 48, "struct dbc_user_setuid");
_Static_assert(offsetof(struct dbc_user_setuid, uid) == 0, "struct dbc_user_setuid.uid");
_Static_assert(offsetof(struct dbc_user_setuid, signature) == 16, "struct dbc_user_setuid.signature");
