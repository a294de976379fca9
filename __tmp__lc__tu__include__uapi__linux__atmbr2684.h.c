#include <stddef.h>
#include <linux/atmbr2684.h>
_Static_assert(sizeof(struct atm_backend_br2684) == 60, "struct atm_backend_br2684");
_Static_assert(offsetof(struct atm_backend_br2684, ifspec) == 4, "struct atm_backend_br2684.ifspec");
_Static_assert(offsetof(struct atm_backend_br2684, fcs_out) == 28, "struct atm_backend_br2684.fcs_out");
_Static_assert(offsetof(struct atm_backend_br2684, backend_num) == 0, "struct atm_backend_br2684.backend_num");
_Static_assert(offsetof(struct atm_backend_br2684, encaps) == 36, "struct atm_backend_br2684.encaps");
_Static_assert(offsetof(struct atm_backend_br2684, fcs_auto) == 32, "struct atm_backend_br2684.fcs_auto");
_Static_assert(offsetof(struct atm_backend_br2684, has_vpiid) == 40, "struct atm_backend_br2684.has_vpiid");
_Static_assert(offsetof(struct atm_backend_br2684, fcs_in) == 24, "struct atm_backend_br2684.fcs_in");
_Static_assert(offsetof(struct atm_backend_br2684, min_size) == 56, "struct atm_backend_br2684.min_size");
_Static_assert(offsetof(struct atm_backend_br2684, vpn_id) == 44, "struct atm_backend_br2684.vpn_id");
_Static_assert(offsetof(struct atm_backend_br2684, send_padding) == 52, "struct atm_backend_br2684.send_padding");
_Static_assert(sizeof(struct atm_newif_br2684) == 28, "struct atm_newif_br2684");
_Static_assert(offsetof(struct atm_newif_br2684, mtu) == 24, "struct atm_newif_br2684.mtu");
_Static_assert(offsetof(struct atm_newif_br2684, media) == 4, "struct atm_newif_br2684.media");
_Static_assert(offsetof(struct atm_newif_br2684, backend_num) == 0, "struct atm_newif_br2684.backend_num");
_Static_assert(offsetof(struct atm_newif_br2684, ifname) == 8, "struct atm_newif_br2684.ifname");
_Static_assert(sizeof(struct br2684_filter) == 8, "struct br2684_filter");
_Static_assert(offsetof(struct br2684_filter, prefix) == 0, "struct br2684_filter.prefix");
_Static_assert(offsetof(struct br2684_filter, netmask) == 4, "struct br2684_filter.netmask");
_Static_assert(sizeof(struct br2684_filter_set) == 28, "struct br2684_filter_set");
_Static_assert(offsetof(struct br2684_filter_set, ifspec) == 0, "struct br2684_filter_set.ifspec");
_Static_assert(offsetof(struct br2684_filter_set, filter) == 20, "struct br2684_filter_set.filter");
_Static_assert(sizeof(struct br2684_if_spec) == 20, "struct br2684_if_spec");
_Static_assert(offsetof(struct br2684_if_spec, spec.ifname) == 4, "struct br2684_if_spec.spec.ifname");
_Static_assert(offsetof(struct br2684_if_spec, spec.devnum) == 4, "struct br2684_if_spec.spec.devnum");
_Static_assert(offsetof(struct br2684_if_spec, method) == 0, "struct br2684_if_spec.method");
_Static_assert(offsetof(struct br2684_if_spec, spec) == 4, "struct br2684_if_spec.spec");
