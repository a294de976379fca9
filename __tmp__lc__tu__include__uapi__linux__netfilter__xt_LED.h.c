#include <stddef.h>
#include <linux/netfilter/xt_LED.h>
_Static_assert(sizeof(struct xt_led_info) == 40, "struct xt_led_info");
_Static_assert(offsetof(struct xt_led_info, always_blink) == 27, "struct xt_led_info.always_blink");
_Static_assert(offsetof(struct xt_led_info, delay) == 28, "struct xt_led_info.delay");
_Static_assert(offsetof(struct xt_led_info, id) == 0, "struct xt_led_info.id");
_Static_assert(offsetof(struct xt_led_info, internal_data) == 32, "struct xt_led_info.internal_data");
