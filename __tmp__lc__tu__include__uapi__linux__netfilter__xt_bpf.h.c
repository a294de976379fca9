#include <stddef.h>
#include <linux/netfilter/xt_bpf.h>
_Static_assert(sizeof(struct xt_bpf_info) == 528, "struct xt_bpf_info");
_Static_assert(offsetof(struct xt_bpf_info, bpf_program_num_elem) == 0, "struct xt_bpf_info.bpf_program_num_elem");
_Static_assert(offsetof(struct xt_bpf_info, filter) == 520, "struct xt_bpf_info.filter");
_Static_assert(offsetof(struct xt_bpf_info, bpf_program) == 4, "struct xt_bpf_info.bpf_program");
_Static_assert(sizeof(struct xt_bpf_info_v1) == 528, "struct xt_bpf_info_v1");
_Static_assert(offsetof(struct xt_bpf_info_v1, fd) == 4, "struct xt_bpf_info_v1.fd");
_Static_assert(offsetof(struct xt_bpf_info_v1, mode) == 0, "struct xt_bpf_info_v1.mode");
_Static_assert(offsetof(struct xt_bpf_info_v1, bpf_program_num_elem) == 2, "struct xt_bpf_info_v1.bpf_program_num_elem");
_Static_assert(offsetof(struct xt_bpf_info_v1, path) == 8, "struct xt_bpf_info_v1.path");
_Static_assert(offsetof(struct xt_bpf_info_v1, filter) == 520, "struct xt_bpf_info_v1.filter");
_Static_assert(offsetof(struct xt_bpf_info_v1, bpf_program) == 8, "struct xt_bpf_info_v1.bpf_program");
