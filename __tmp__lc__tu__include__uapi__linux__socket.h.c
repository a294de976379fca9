#include <stddef.h>
#include <linux/socket.h>
_Static_assert(sizeof(struct __kernel_sockaddr_storage) == 128, "struct __kernel_sockaddr_storage");
_Static_assert(offsetof(struct __kernel_sockaddr_storage, __data) == 2, "struct __kernel_sockaddr_storage.__data");
_Static_assert(offsetof(struct __kernel_sockaddr_storage, __align) == 0, "struct __kernel_sockaddr_storage.__align");
_Static_assert(offsetof(struct __kernel_sockaddr_storage, ss_family) == 0, "struct __kernel_sockaddr_storage.ss_family");
