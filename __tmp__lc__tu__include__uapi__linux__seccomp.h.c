#include <stddef.h>
#include <linux/seccomp.h>
_Static_assert(sizeof(struct seccomp_data) == 64, "struct seccomp_data");
_Static_assert(offsetof(struct seccomp_data, instruction_pointer) == 8, "struct seccomp_data.instruction_pointer");
_Static_assert(offsetof(struct seccomp_data, arch) == 4, "struct seccomp_data.arch");
_Static_assert(offsetof(struct seccomp_data, nr) == 0, "struct seccomp_data.nr");
_Static_assert(offsetof(struct seccomp_data, args) == 16, "struct seccomp_data.args");
_Static_assert(sizeof(struct seccomp_notif) == 80, "struct seccomp_notif");
_Static_assert(offsetof(struct seccomp_notif, id) == 0, "struct seccomp_notif.id");
_Static_assert(offsetof(struct seccomp_notif, pid) == 8, "struct seccomp_notif.pid");
_Static_assert(offsetof(struct seccomp_notif, data) == 16, "struct seccomp_notif.data");
_Static_assert(offsetof(struct seccomp_notif, flags) == 12, "struct seccomp_notif.flags");
_Static_assert(sizeof(struct seccomp_notif_addfd) == 24, "struct seccomp_notif_addfd");
_Static_assert(offsetof(struct seccomp_notif_addfd, srcfd) == 12, "struct seccomp_notif_addfd.srcfd");
_Static_assert(offsetof(struct seccomp_notif_addfd, id) == 0, "struct seccomp_notif_addfd.id");
_Static_assert(offsetof(struct seccomp_notif_addfd, newfd) == 16, "struct seccomp_notif_addfd.newfd");
_Static_assert(offsetof(struct seccomp_notif_addfd, newfd_flags) == 20, "struct seccomp_notif_addfd.newfd_flags");
_Static_assert(offsetof(struct seccomp_notif_addfd, flags) == 8, "struct seccomp_notif_addfd.flags");
_Static_assert(sizeof(struct seccomp_notif_resp) == 24, "struct seccomp_notif_resp");
_Static_assert(offsetof(struct seccomp_notif_resp, error) == 16, "struct seccomp_notif_resp.error");
_Static_assert(offsetof(struct seccomp_notif_resp, id) == 0, "struct seccomp_notif_resp.id");
_Static_assert(offsetof(struct seccomp_notif_resp, flags) == 20, "struct seccomp_notif_resp.flags");
_Static_assert(offsetof(struct seccomp_notif_resp, val) == 8, "struct seccomp_notif_resp.val");
_Static_assert(sizeof(struct seccomp_notif_sizes) == 6, "struct seccomp_notif_sizes");
_Static_assert(offsetof(struct seccomp_notif_sizes, seccomp_notif_resp) == 2, "struct seccomp_notif_sizes.seccomp_notif_resp");
_Static_assert(offsetof(struct seccomp_notif_sizes, seccomp_notif) == 0, "struct seccomp_notif_sizes.seccomp_notif");
_Static_assert(offsetof(struct seccomp_notif_sizes, seccomp_data) == 4, "struct seccomp_notif_sizes.seccomp_data");
