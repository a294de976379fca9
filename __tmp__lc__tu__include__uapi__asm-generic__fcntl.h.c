#include <stddef.h>
#include <asm-generic/fcntl.h>
_Static_assert(sizeof(struct f_owner_ex) == 8, "struct f_owner_ex");
_Static_assert(offsetof(struct f_owner_ex, type) == 0, "struct f_owner_ex.type");
_Static_assert(offsetof(struct f_owner_ex, pid) == 4, "struct f_owner_ex.pid");
_Static_assert(sizeof(struct flock64) == 32, "struct flock64");
_Static_assert(offsetof(struct flock64, l_start) == 8, "struct flock64.l_start");
_Static_assert(offsetof(struct flock64, l_type) == 0, "struct flock64.l_type");
_Static_assert(offsetof(struct flock64, l_pid) == 24, "struct flock64.l_pid");
_Static_assert(offsetof(struct flock64, l_len) == 16, "struct flock64.l_len");
_Static_assert(offsetof(struct flock64, l_whence) == 2, "struct flock64.l_whence");
