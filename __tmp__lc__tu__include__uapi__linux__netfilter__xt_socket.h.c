#include <stddef.h>
#include <linux/netfilter/xt_socket.h>
_Static_assert(sizeof(struct xt_socket_mtinfo1) == 1, "struct xt_socket_mtinfo1");
_Static_assert(offsetof(struct xt_socket_mtinfo1, flags) == 0, "struct xt_socket_mtinfo1.flags");
_Static_assert(sizeof(struct xt_socket_mtinfo2) == 1, "struct xt_socket_mtinfo2");
_Static_assert(offsetof(struct xt_socket_mtinfo2, flags) == 0, "struct xt_socket_mtinfo2.flags");
_Static_assert(sizeof(struct xt_socket_mtinfo3) == 1, "struct xt_socket_mtinfo3");
_Static_assert(offsetof(struct xt_socket_mtinfo3, flags) == 0, "struct xt_socket_mtinfo3.flags");
