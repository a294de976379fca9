#include <stddef.h>
#include <linux/atm_eni.h>
_Static_assert(sizeof(struct eni_multipliers) == 8, "struct eni_multipliers");
_Static_assert(offsetof(struct eni_multipliers, tx) == 0, "struct eni_multipliers.tx");
_Static_assert(offsetof(struct eni_multipliers, rx) == 4, "struct eni_multipliers.rx");
