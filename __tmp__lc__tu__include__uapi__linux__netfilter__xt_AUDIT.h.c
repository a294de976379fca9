#include <stddef.h>
#include <linux/netfilter/xt_AUDIT.h>
_Static_assert(sizeof(struct xt_audit_info) == 1, "struct xt_audit_info");
_Static_assert(offsetof(struct xt_audit_info, type) == 0, "struct xt_audit_info.type");
