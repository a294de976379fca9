#include <stddef.h>
#include <linux/can/isotp.h>
_Static_assert(sizeof(struct can_isotp_fc_options) == 3, "struct can_isotp_fc_options");
_Static_assert(offsetof(struct can_isotp_fc_options, stmin) == 1, "struct can_isotp_fc_options.stmin");
_Static_assert(offsetof(struct can_isotp_fc_options, bs) == 0, "struct can_isotp_fc_options.bs");
_Static_assert(offsetof(struct can_isotp_fc_options, wftmax) == 2, "struct can_isotp_fc_options.wftmax");
_Static_assert(sizeof(struct can_isotp_ll_options) == 3, "struct can_isotp_ll_options");
_Static_assert(offsetof(struct can_isotp_ll_options, mtu) == 0, "struct can_isotp_ll_options.mtu");
_Static_assert(offsetof(struct can_isotp_ll_options, tx_dl) == 1, "struct can_isotp_ll_options.tx_dl");
_Static_assert(offsetof(struct can_isotp_ll_options, tx_flags) == 2, "struct can_isotp_ll_options.tx_flags");
_Static_assert(sizeof(struct can_isotp_options) == 12, "struct can_isotp_options");
_Static_assert(offsetof(struct can_isotp_options, frame_txtime) == 4, "struct can_isotp_options.frame_txtime");
_Static_assert(offsetof(struct can_isotp_options, ext_address) == 8, "struct can_isotp_options.ext_address");
_Static_assert(offsetof(struct can_isotp_options, txpad_content) == 9, "struct can_isotp_options.txpad_content");
_Static_assert(offsetof(struct can_isotp_options, rxpad_content) == 10, "struct can_isotp_options.rxpad_content");
_Static_assert(offsetof(struct can_isotp_options, flags) == 0, "struct can_isotp_options.flags");
_Static_assert(offsetof(struct can_isotp_options, rx_ext_address) == 11, "struct can_isotp_options.rx_ext_address");
