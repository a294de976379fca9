#include <stddef.h>
#include <linux/netfilter/xt_CHECKSUM.h>
_Static_assert(sizeof(struct xt_CHECKSUM_info) == 1, "struct xt_CHECKSUM_info");
_Static_assert(offsetof(struct xt_CHECKSUM_info, operation) == 0, "struct xt_CHECKSUM_info.operation");
