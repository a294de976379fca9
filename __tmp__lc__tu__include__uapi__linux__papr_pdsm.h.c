#include <stddef.h>
#include <linux/papr_pdsm.h>
_Static_assert(sizeof(struct nd_papr_pdsm_health) == 184, "struct nd_papr_pdsm_health");
_Static_assert(offsetof(struct nd_papr_pdsm_health, dimm_scrubbed) == 7, "struct nd_papr_pdsm_health.dimm_scrubbed");
_Static_assert(offsetof(struct nd_papr_pdsm_health, dimm_health) == 10, "struct nd_papr_pdsm_health.dimm_health");
_Static_assert(offsetof(struct nd_papr_pdsm_health, dimm_bad_restore) == 6, "struct nd_papr_pdsm_health.dimm_bad_restore");
_Static_assert(offsetof(struct nd_papr_pdsm_health, dimm_bad_shutdown) == 5, "struct nd_papr_pdsm_health.dimm_bad_shutdown");
_Static_assert(offsetof(struct nd_papr_pdsm_health, dimm_unarmed) == 4, "struct nd_papr_pdsm_health.dimm_unarmed");
_Static_assert(offsetof(struct nd_papr_pdsm_health, buf) == 0, "struct nd_papr_pdsm_health.buf");
_Static_assert(offsetof(struct nd_papr_pdsm_health, dimm_dsc) == 16, "struct nd_papr_pdsm_health.dimm_dsc");
_Static_assert(offsetof(struct nd_papr_pdsm_health, extension_flags) == 0, "struct nd_papr_pdsm_health.extension_flags");
_Static_assert(offsetof(struct nd_papr_pdsm_health, dimm_locked) == 8, "struct nd_papr_pdsm_health.dimm_locked");
_Static_assert(offsetof(struct nd_papr_pdsm_health, dimm_encrypted) == 9, "struct nd_papr_pdsm_health.dimm_encrypted");
_Static_assert(offsetof(struct nd_papr_pdsm_health, dimm_fuel_gauge) == 12, "struct nd_papr_pdsm_health.dimm_fuel_gauge");
_Static_assert(sizeof(struct nd_papr_pdsm_smart_inject) == 184, "struct nd_papr_pdsm_smart_inject");
_Static_assert(offsetof(struct nd_papr_pdsm_smart_inject, unsafe_shutdown_enable) == 5, "struct nd_papr_pdsm_smart_inject.unsafe_shutdown_enable");
_Static_assert(offsetof(struct nd_papr_pdsm_smart_inject, fatal_enable) == 4, "struct nd_papr_pdsm_smart_inject.fatal_enable");
_Static_assert(offsetof(struct nd_papr_pdsm_smart_inject, buf) == 0, "struct nd_papr_pdsm_smart_inject.buf");
_Static_assert(offsetof(struct nd_papr_pdsm_smart_inject, flags) == 0, "struct nd_papr_pdsm_smart_inject.flags");
_Static_assert(sizeof(struct nd_pkg_pdsm) == 192, "struct nd_pkg_pdsm");
_Static_assert(offsetof(struct nd_pkg_pdsm, cmd_status) == 0, "struct nd_pkg_pdsm.cmd_status");
_Static_assert(offsetof(struct nd_pkg_pdsm, payload) == 8, "struct nd_pkg_pdsm.payload");
_Static_assert(offsetof(struct nd_pkg_pdsm, reserved) == 4, "struct nd_pkg_pdsm.reserved");
_Static_assert(sizeof(union nd_pdsm_payload) == 184, "union nd_pdsm_payload");
_Static_assert(offsetof(union nd_pdsm_payload, health) == 0, "union nd_pdsm_payload.health");
_Static_assert(offsetof(union nd_pdsm_payload, smart_inject) == 0, "union nd_pdsm_payload.smart_inject");
_Static_assert(offsetof(union nd_pdsm_payload, buf) == 0, "union nd_pdsm_payload.buf");
