#include <stddef.h>
#include <linux/un.h>
_Static_assert(sizeof(struct sockaddr_un) == 110, "struct sockaddr_un");
_Static_assert(offsetof(struct sockaddr_un, sun_path) == 2, "struct sockaddr_un.sun_path");
_Static_assert(offsetof(struct sockaddr_un, sun_family) == 0, "struct sockaddr_un.sun_family");
