#include <stddef.h>
#include <linux/tc_act/tc_mpls.h>
_Static_assert(sizeof(struct tc_mpls) == 4, "struct tc_mpls");
_Static_assert(offsetof(struct tc_mpls, m_action) == 0, "struct tc_mpls.m_action");
