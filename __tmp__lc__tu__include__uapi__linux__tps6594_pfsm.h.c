#include <stddef.h>
#include <linux/tps6594_pfsm.h>
_Static_assert(sizeof(struct pmic_state_opt) == 3, "struct pmic_state_opt");
_Static_assert(offsetof(struct pmic_state_opt, ddr_retention) == 1, "struct pmic_state_opt.ddr_retention");
_Static_assert(offsetof(struct pmic_state_opt, gpio_retention) == 0, "struct pmic_state_opt.gpio_retention");
_Static_assert(offsetof(struct pmic_state_opt, mcu_only_startup_dest) == 2, "struct pmic_state_opt.mcu_only_startup_dest");
