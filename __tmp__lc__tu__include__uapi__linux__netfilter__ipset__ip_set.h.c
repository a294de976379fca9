#include <stddef.h>
#include <linux/netfilter/ipset/ip_set.h>
_Static_assert(sizeof(struct ip_set_counter_match) == 16, "struct ip_set_counter_match");
_Static_assert(offsetof(struct ip_set_counter_match, value) == 0, "struct ip_set_counter_match.value");
_Static_assert(offsetof(struct ip_set_counter_match, op) == 8, "struct ip_set_counter_match.op");
_Static_assert(sizeof(struct ip_set_counter_match0) == 16, "struct ip_set_counter_match0");
_Static_assert(offsetof(struct ip_set_counter_match0, value) == 8, "struct ip_set_counter_match0.value");
_Static_assert(offsetof(struct ip_set_counter_match0, op) == 0, "struct ip_set_counter_match0.op");
_Static_assert(sizeof(struct ip_set_req_get_set) == 40, "struct ip_set_req_get_set");
_Static_assert(offsetof(struct ip_set_req_get_set, set) == 8, "struct ip_set_req_get_set.set");
_Static_assert(offsetof(struct ip_set_req_get_set, version) == 4, "struct ip_set_req_get_set.version");
_Static_assert(offsetof(struct ip_set_req_get_set, op) == 0, "struct ip_set_req_get_set.op");
_Static_assert(sizeof(struct ip_set_req_get_set_family) == 44, "struct ip_set_req_get_set_family");
_Static_assert(offsetof(struct ip_set_req_get_set_family, set) == 12, "struct ip_set_req_get_set_family.set");
_Static_assert(offsetof(struct ip_set_req_get_set_family, version) == 4, "struct ip_set_req_get_set_family.version");
_Static_assert(offsetof(struct ip_set_req_get_set_family, family) == 8, "struct ip_set_req_get_set_family.family");
_Static_assert(offsetof(struct ip_set_req_get_set_family, op) == 0, "struct ip_set_req_get_set_family.op");
_Static_assert(sizeof(struct ip_set_req_version) == 8, "struct ip_set_req_version");
_Static_assert(offsetof(struct ip_set_req_version, version) == 4, "struct ip_set_req_version.version");
_Static_assert(offsetof(struct ip_set_req_version, op) == 0, "struct ip_set_req_version.op");
_Static_assert(sizeof(union ip_set_name_index) == 32, "union ip_set_name_index");
_Static_assert(offsetof(union ip_set_name_index, name) == 0, "union ip_set_name_index.name");
_Static_assert(offsetof(union ip_set_name_index, index) == 0, "union ip_set_name_index.index");
