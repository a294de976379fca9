#include <stddef.h>
#include <linux/kcm.h>
_Static_assert(sizeof(struct kcm_attach) == 8, "struct kcm_attach");
_Static_assert(offsetof(struct kcm_attach, fd) == 0, "struct kcm_attach.fd");
_Static_assert(offsetof(struct kcm_attach, bpf_fd) == 4, "struct kcm_attach.bpf_fd");
_Static_assert(sizeof(struct kcm_clone) == 4, "struct kcm_clone");
_Static_assert(offsetof(struct kcm_clone, fd) == 0, "struct kcm_clone.fd");
_Static_assert(sizeof(struct kcm_unattach) == 4, "struct kcm_unattach");
_Static_assert(offsetof(struct kcm_unattach, fd) == 0, "struct kcm_unattach.fd");
