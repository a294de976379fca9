#include <stddef.h>
#include <linux/filter.h>
_Static_assert(sizeof(struct sock_filter) == 8, "struct sock_filter");
_Static_assert(offsetof(struct sock_filter, jf) == 3, "struct sock_filter.jf");
_Static_assert(offsetof(struct sock_filter, k) == 4, "struct sock_filter.k");
_Static_assert(offsetof(struct sock_filter, jt) == 2, "struct sock_filter.jt");
_Static_assert(offsetof(struct sock_filter, code) == 0, "struct sock_filter.code");
_Static_assert(sizeof(struct sock_fprog) == 16, "struct sock_fprog");
_Static_assert(offsetof(struct sock_fprog, len) == 0, "struct sock_fprog.len");
_Static_assert(offsetof(struct sock_fprog, filter) == 8, "struct sock_fprog.filter");
