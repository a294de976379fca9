#include <stddef.h>
#include <linux/atm_idt77105.h>
_Static_assert(sizeof(struct idt77105_stats) == 16, "struct idt77105_stats");
_Static_assert(offsetof(struct idt77105_stats, rx_hec_errors) == 12, "struct idt77105_stats.rx_hec_errors");
_Static_assert(offsetof(struct idt77105_stats, symbol_errors) == 0, "struct idt77105_stats.symbol_errors");
_Static_assert(offsetof(struct idt77105_stats, tx_cells) == 4, "struct idt77105_stats.tx_cells");
_Static_assert(offsetof(struct idt77105_stats, rx_cells) == 8, "struct idt77105_stats.rx_cells");
