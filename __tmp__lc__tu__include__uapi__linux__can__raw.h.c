#include <stddef.h>
#include <linux/can/raw.h>
_Static_assert(sizeof(struct can_raw_vcid_options) == 4, "struct can_raw_vcid_options");
_Static_assert(offsetof(struct can_raw_vcid_options, rx_vcid_mask) == 3, "struct can_raw_vcid_options.rx_vcid_mask");
_Static_assert(offsetof(struct can_raw_vcid_options, tx_vcid) == 1, "struct can_raw_vcid_options.tx_vcid");
_Static_assert(offsetof(struct can_raw_vcid_options, rx_vcid) == 2, "struct can_raw_vcid_options.rx_vcid");
_Static_assert(offsetof(struct can_raw_vcid_options, flags) == 0, "struct can_raw_vcid_options.flags");
