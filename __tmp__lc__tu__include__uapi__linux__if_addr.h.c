#include <stddef.h>
#include <linux/if_addr.h>
_Static_assert(sizeof(struct ifa_cacheinfo) == 16, "struct ifa_cacheinfo");
_Static_assert(offsetof(struct ifa_cacheinfo, ifa_prefered) == 0, "struct ifa_cacheinfo.ifa_prefered");
_Static_assert(offsetof(struct ifa_cacheinfo, cstamp) == 8, "struct ifa_cacheinfo.cstamp");
_Static_assert(offsetof(struct ifa_cacheinfo, tstamp) == 12, "struct ifa_cacheinfo.tstamp");
_Static_assert(offsetof(struct ifa_cacheinfo, ifa_valid) == 4, "struct ifa_cacheinfo.ifa_valid");
_Static_assert(sizeof(struct ifaddrmsg) == 8, "struct ifaddrmsg");
_Static_assert(offsetof(struct ifaddrmsg, ifa_prefixlen) == 1, "struct ifaddrmsg.ifa_prefixlen");
_Static_assert(offsetof(struct ifaddrmsg, ifa_flags) == 2, "struct ifaddrmsg.ifa_flags");
_Static_assert(offsetof(struct ifaddrmsg, ifa_scope) == 3, "struct ifaddrmsg.ifa_scope");
_Static_assert(offsetof(struct ifaddrmsg, ifa_index) == 4, "struct ifaddrmsg.ifa_index");
_Static_assert(offsetof(struct ifaddrmsg, ifa_family) == 0, "struct ifaddrmsg.ifa_family");
