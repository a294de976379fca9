#include <stddef.h>
#include <linux/netfilter_bridge/ebt_802_3.h>
_Static_assert(sizeof(struct ebt_802_3_hdr) == 24, "struct ebt_802_3_hdr");
_Static_assert(offsetof(struct ebt_802_3_hdr, len) == 12, "struct ebt_802_3_hdr.len");
_Static_assert(offsetof(struct ebt_802_3_hdr, llc.ni) == 14, "struct ebt_802_3_hdr.llc.ni");
_Static_assert(offsetof(struct ebt_802_3_hdr, daddr) == 0, "struct ebt_802_3_hdr.daddr");
_Static_assert(offsetof(struct ebt_802_3_hdr, llc.ui) == 14, "struct ebt_802_3_hdr.llc.ui");
_Static_assert(offsetof(struct ebt_802_3_hdr, saddr) == 6, "struct ebt_802_3_hdr.saddr");
_Static_assert(offsetof(struct ebt_802_3_hdr, llc) == 14, "struct ebt_802_3_hdr.llc");
_Static_assert(sizeof(struct ebt_802_3_info) == 6, "struct ebt_802_3_info");
_Static_assert(offsetof(struct ebt_802_3_info, sap) == 0, "struct ebt_802_3_info.sap");
_Static_assert(offsetof(struct ebt_802_3_info, type) == 2, "struct ebt_802_3_info.type");
_Static_assert(offsetof(struct ebt_802_3_info, bitmask) == 4, "struct ebt_802_3_info.bitmask");
_Static_assert(offsetof(struct ebt_802_3_info, invflags) == 5, "struct ebt_802_3_info.invflags");
_Static_assert(sizeof(struct hdr_ni) == 10, "struct hdr_ni");
_Static_assert(offsetof(struct hdr_ni, type) == 8, "struct hdr_ni.type");
_Static_assert(offsetof(struct hdr_ni, orig) == 4, "struct hdr_ni.orig");
_Static_assert(offsetof(struct hdr_ni, ssap) == 1, "struct hdr_ni.ssap");
_Static_assert(offsetof(struct hdr_ni, ctrl) == 2, "struct hdr_ni.ctrl");
_Static_assert(offsetof(struct hdr_ni, dsap) == 0, "struct hdr_ni.dsap");
_Static_assert(sizeof(struct hdr_ui) == 8, "struct hdr_ui");
_Static_assert(offsetof(struct hdr_ui, type) == 6, "struct hdr_ui.type");
_Static_assert(offsetof(struct hdr_ui, orig) == 3, "struct hdr_ui.orig");
_Static_assert(offsetof(struct hdr_ui, ssap) == 1, "struct hdr_ui.ssap");
_Static_assert(offsetof(struct hdr_ui, ctrl) == 2, "struct hdr_ui.ctrl");
_Static_assert(offsetof(struct hdr_ui, dsap) == 0, "struct hdr_ui.dsap");
