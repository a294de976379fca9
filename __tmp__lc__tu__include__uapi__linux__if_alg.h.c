#include <stddef.h>
#include <linux/if_alg.h>
_Static_assert(sizeof(struct af_alg_iv) == 4, "struct af_alg_iv");
_Static_assert(offsetof(struct af_alg_iv, ivlen) == 0, "struct af_alg_iv.ivlen");
_Static_assert(offsetof(struct af_alg_iv, iv) == 4, "struct af_alg_iv.iv");
_Static_assert(sizeof(struct sockaddr_alg) == 88, "struct sockaddr_alg");
_Static_assert(offsetof(struct sockaddr_alg, salg_type) == 2, "struct sockaddr_alg.salg_type");
_Static_assert(offsetof(struct sockaddr_alg, salg_feat) == 16, "struct sockaddr_alg.salg_feat");
_Static_assert(offsetof(struct sockaddr_alg, salg_name) == 24, "struct sockaddr_alg.salg_name");
_Static_assert(offsetof(struct sockaddr_alg, salg_mask) == 20, "struct sockaddr_alg.salg_mask");
_Static_assert(offsetof(struct sockaddr_alg, salg_family) == 0, "struct sockaddr_alg.salg_family");
_Static_assert(sizeof(struct sockaddr_alg_new) == 24, "struct sockaddr_alg_new");
_Static_assert(offsetof(struct sockaddr_alg_new, salg_type) == 2, "struct sockaddr_alg_new.salg_type");
_Static_assert(offsetof(struct sockaddr_alg_new, salg_feat) == 16, "struct sockaddr_alg_new.salg_feat");
_Static_assert(offsetof(struct sockaddr_alg_new, salg_name) == 24, "struct sockaddr_alg_new.salg_name");
_Static_assert(offsetof(struct sockaddr_alg_new, salg_mask) == 20, "struct sockaddr_alg_new.salg_mask");
_Static_assert(offsetof(struct sockaddr_alg_new, salg_family) == 0, "struct sockaddr_alg_new.salg_family");
