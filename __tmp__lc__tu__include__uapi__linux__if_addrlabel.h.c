#include <stddef.h>
#include <linux/if_addrlabel.h>
_Static_assert(sizeof(struct ifaddrlblmsg) == 12, "struct ifaddrlblmsg");
_Static_assert(offsetof(struct ifaddrlblmsg, __ifal_reserved) == 1, "struct ifaddrlblmsg.__ifal_reserved");
_Static_assert(offsetof(struct ifaddrlblmsg, ifal_family) == 0, "struct ifaddrlblmsg.ifal_family");
_Static_assert(offsetof(struct ifaddrlblmsg, ifal_prefixlen) == 2, "struct ifaddrlblmsg.ifal_prefixlen");
_Static_assert(offsetof(struct ifaddrlblmsg, ifal_flags) == 3, "struct ifaddrlblmsg.ifal_flags");
_Static_assert(offsetof(struct ifaddrlblmsg, ifal_index) == 4, "struct ifaddrlblmsg.ifal_index");
_Static_assert(offsetof(struct ifaddrlblmsg, ifal_seq) == 8, "struct ifaddrlblmsg.ifal_seq");
