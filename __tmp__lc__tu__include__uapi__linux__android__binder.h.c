#include <stddef.h>
#include <linux/android/binder.h>
_Static_assert(sizeof(struct binder_extended_error) == 12, "struct binder_extended_error");
_Static_assert(offsetof(struct binder_extended_error, id) == 0, "struct binder_extended_error.id");
_Static_assert(offsetof(struct binder_extended_error, param) == 8, "struct binder_extended_error.param");
_Static_assert(offsetof(struct binder_extended_error, command) == 4, "struct binder_extended_error.command");
_Static_assert(sizeof(struct binder_freeze_info) == 12, "struct binder_freeze_info");
_Static_assert(offsetof(struct binder_freeze_info, enable) == 4, "struct binder_freeze_info.enable");
_Static_assert(offsetof(struct binder_freeze_info, timeout_ms) == 8, "struct binder_freeze_info.timeout_ms");
_Static_assert(offsetof(struct binder_freeze_info, pid) == 0, "struct binder_freeze_info.pid");
_Static_assert(sizeof(struct binder_frozen_status_info) == 12, "struct binder_frozen_status_info");
_Static_assert(offsetof(struct binder_frozen_status_info, async_recv) == 8, "struct binder_frozen_status_info.async_recv");
_Static_assert(offsetof(struct binder_frozen_status_info, pid) == 0, "struct binder_frozen_status_info.pid");
_Static_assert(offsetof(struct binder_frozen_status_info, sync_recv) == 4, "struct binder_frozen_status_info.sync_recv");
_Static_assert(sizeof(struct binder_node_info_for_ref) == 24, "struct binder_node_info_for_ref");
_Static_assert(offsetof(struct binder_node_info_for_ref, strong_count) == 4, "struct binder_node_info_for_ref.strong_count");
_Static_assert(offsetof(struct binder_node_info_for_ref, weak_count) == 8, "struct binder_node_info_for_ref.weak_count");
_Static_assert(offsetof(struct binder_node_info_for_ref, reserved3) == 20, "struct binder_node_info_for_ref.reserved3");
_Static_assert(offsetof(struct binder_node_info_for_ref, handle) == 0, "struct binder_node_info_for_ref.handle");
_Static_assert(offsetof(struct binder_node_info_for_ref, reserved2) == 16, "struct binder_node_info_for_ref.reserved2");
_Static_assert(offsetof(struct binder_node_info_for_ref, reserved1) == 12, "struct binder_node_info_for_ref.reserved1");
_Static_assert(sizeof(struct binder_object_header) == 4, "struct binder_object_header");
_Static_assert(offsetof(struct binder_object_header, type) == 0, "struct binder_object_header.type");
_Static_assert(sizeof(struct binder_pri_desc) == 8, "struct binder_pri_desc");
_Static_assert(offsetof(struct binder_pri_desc, priority) == 0, "struct binder_pri_desc.priority");
_Static_assert(offsetof(struct binder_pri_desc, desc) == 4, "struct binder_pri_desc.desc");
_Static_assert(sizeof(struct binder_version) == 4, "struct binder_version");
_Static_assert(offsetof(struct binder_version, protocol_version) == 0, "struct binder_version.protocol_version");
