#include <stddef.h>
#include <linux/netfilter/xt_policy.h>
_Static_assert(sizeof(struct xt_policy_spec) == 1, "struct xt_policy_spec");
