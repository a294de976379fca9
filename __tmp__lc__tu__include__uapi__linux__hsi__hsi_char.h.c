#include <stddef.h>
#include <linux/hsi/hsi_char.h>
_Static_assert(sizeof(struct hsc_rx_config) == 12, "struct hsc_rx_config");
_Static_assert(offsetof(struct hsc_rx_config, mode) == 0, "struct hsc_rx_config.mode");
_Static_assert(offsetof(struct hsc_rx_config, flow) == 4, "struct hsc_rx_config.flow");
_Static_assert(offsetof(struct hsc_rx_config, channels) == 8, "struct hsc_rx_config.channels");
_Static_assert(sizeof(struct hsc_tx_config) == 16, "struct hsc_tx_config");
_Static_assert(offsetof(struct hsc_tx_config, speed) == 8, "struct hsc_tx_config.speed");
_Static_assert(offsetof(struct hsc_tx_config, arb_mode) == 12, "struct hsc_tx_config.arb_mode");
_Static_assert(offsetof(struct hsc_tx_config, mode) == 0, "struct hsc_tx_config.mode");
_Static_assert(offsetof(struct hsc_tx_config, channels) == 4, "struct hsc_tx_config.channels");
