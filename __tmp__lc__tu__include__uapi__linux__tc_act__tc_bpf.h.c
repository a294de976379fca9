#include <stddef.h>
#include <linux/tc_act/tc_bpf.h>
_Static_assert(sizeof(struct tc_act_bpf) == 0, "struct tc_act_bpf");
