#include <stddef.h>
#include <rdma/ib_user_sa.h>
_Static_assert(sizeof(struct ib_path_rec_data) == 72, "struct ib_path_rec_data");
_Static_assert(offsetof(struct ib_path_rec_data, path_rec) == 8, "struct ib_path_rec_data.path_rec");
_Static_assert(offsetof(struct ib_path_rec_data, flags) == 0, "struct ib_path_rec_data.flags");
_Static_assert(offsetof(struct ib_path_rec_data, reserved) == 4, "struct ib_path_rec_data.reserved");
_Static_assert(sizeof(struct ib_user_path_rec) == 64, "struct ib_user_path_rec");
_Static_assert(offsetof(struct ib_user_path_rec, numb_path) == 56, "struct ib_user_path_rec.numb_path");
_Static_assert(offsetof(struct ib_user_path_rec, mtu) == 48, "struct ib_user_path_rec.mtu");
_Static_assert(offsetof(struct ib_user_path_rec, packet_life_time) == 62, "struct ib_user_path_rec.packet_life_time");
_Static_assert(offsetof(struct ib_user_path_rec, traffic_class) == 55, "struct ib_user_path_rec.traffic_class");
_Static_assert(offsetof(struct ib_user_path_rec, raw_traffic) == 36, "struct ib_user_path_rec.raw_traffic");
_Static_assert(offsetof(struct ib_user_path_rec, dlid) == 32, "struct ib_user_path_rec.dlid");
_Static_assert(offsetof(struct ib_user_path_rec, preference) == 63, "struct ib_user_path_rec.preference");
_Static_assert(offsetof(struct ib_user_path_rec, hop_limit) == 54, "struct ib_user_path_rec.hop_limit");
_Static_assert(offsetof(struct ib_user_path_rec, slid) == 34, "struct ib_user_path_rec.slid");
_Static_assert(offsetof(struct ib_user_path_rec, rate) == 60, "struct ib_user_path_rec.rate");
_Static_assert(offsetof(struct ib_user_path_rec, sl) == 57, "struct ib_user_path_rec.sl");
_Static_assert(offsetof(struct ib_user_path_rec, reversible) == 44, "struct ib_user_path_rec.reversible");
_Static_assert(offsetof(struct ib_user_path_rec, mtu_selector) == 58, "struct ib_user_path_rec.mtu_selector");
_Static_assert(offsetof(struct ib_user_path_rec, dgid) == 0, "struct ib_user_path_rec.dgid");
_Static_assert(offsetof(struct ib_user_path_rec, sgid) == 16, "struct ib_user_path_rec.sgid");
_Static_assert(offsetof(struct ib_user_path_rec, flow_label) == 40, "struct ib_user_path_rec.flow_label");
_Static_assert(offsetof(struct ib_user_path_rec, pkey) == 52, "struct ib_user_path_rec.pkey");
_Static_assert(offsetof(struct ib_user_path_rec, packet_life_time_selector) == 61, "struct ib_user_path_rec.packet_life_time_selector");
_Static_assert(offsetof(struct ib_user_path_rec, rate_selector) == 59, "struct ib_user_path_rec.rate_selector");
