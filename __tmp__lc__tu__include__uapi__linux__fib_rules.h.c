#include <stddef.h>
#include <linux/fib_rules.h>
_Static_assert(sizeof(struct fib_rule_hdr) == 12, "struct fib_rule_hdr");
_Static_assert(offsetof(struct fib_rule_hdr, dst_len) == 1, "struct fib_rule_hdr.dst_len");
_Static_assert(offsetof(struct fib_rule_hdr, table) == 4, "struct fib_rule_hdr.table");
_Static_assert(offsetof(struct fib_rule_hdr, src_len) == 2, "struct fib_rule_hdr.src_len");
_Static_assert(offsetof(struct fib_rule_hdr, family) == 0, "struct fib_rule_hdr.family");
_Static_assert(offsetof(struct fib_rule_hdr, flags) == 8, "struct fib_rule_hdr.flags");
_Static_assert(offsetof(struct fib_rule_hdr, res2) == 6, "struct fib_rule_hdr.res2");
_Static_assert(offsetof(struct fib_rule_hdr, tos) == 3, "struct fib_rule_hdr.tos");
_Static_assert(offsetof(struct fib_rule_hdr, res1) == 5, "struct fib_rule_hdr.res1");
_Static_assert(offsetof(struct fib_rule_hdr, action) == 7, "struct fib_rule_hdr.action");
_Static_assert(sizeof(struct fib_rule_port_range) == 4, "struct fib_rule_port_range");
_Static_assert(offsetof(struct fib_rule_port_range, start) == 0, "struct fib_rule_port_range.start");
_Static_assert(offsetof(struct fib_rule_port_range, end) == 2, "struct fib_rule_port_range.end");
_Static_assert(sizeof(struct fib_rule_uid_range) == 8, "struct fib_rule_uid_range");
_Static_assert(offsetof(struct fib_rule_uid_range, start) == 0, "struct fib_rule_uid_range.start");
_Static_assert(offsetof(struct fib_rule_uid_range, end) == 4, "struct fib_rule_uid_range.end");
