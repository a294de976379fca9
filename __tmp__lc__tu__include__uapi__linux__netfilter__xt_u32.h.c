#include <stddef.h>
#include <linux/netfilter/xt_u32.h>
_Static_assert(sizeof(struct xt_u32) == 1984, "struct xt_u32");
_Static_assert(offsetof(struct xt_u32, ntests) == 1980, "struct xt_u32.ntests");
_Static_assert(offsetof(struct xt_u32, invert) == 1981, "struct xt_u32.invert");
_Static_assert(offsetof(struct xt_u32, tests) == 0, "struct xt_u32.tests");
_Static_assert(sizeof(struct xt_u32_location_element) == 8, "struct xt_u32_location_element");
_Static_assert(offsetof(struct xt_u32_location_element, number) == 0, "struct xt_u32_location_element.number");
_Static_assert(offsetof(struct xt_u32_location_element, nextop) == 4, "struct xt_u32_location_element.nextop");
_Static_assert(sizeof(struct xt_u32_test) == 180, "struct xt_u32_test");
_Static_assert(offsetof(struct xt_u32_test, nnums) == 176, "struct xt_u32_test.nnums");
_Static_assert(offsetof(struct xt_u32_test, value) == 88, "struct xt_u32_test.value");
_Static_assert(offsetof(struct xt_u32_test, location) == 0, "struct xt_u32_test.location");
_Static_assert(offsetof(struct xt_u32_test, nvalues) == 177, "struct xt_u32_test.nvalues");
_Static_assert(sizeof(struct xt_u32_value_element) == 8, "struct xt_u32_value_element");
_Static_assert(offsetof(struct xt_u32_value_element, min) == 0, "struct xt_u32_value_element.min");
_Static_assert(offsetof(struct xt_u32_value_element, max) == 4, "struct xt_u32_value_element.max");
