#include <stddef.h>
#include <linux/uvcvideo.h>
_Static_assert(sizeof(struct uvc_menu_info) == 36, "struct uvc_menu_info");
_Static_assert(offsetof(struct uvc_menu_info, value) == 0, "struct uvc_menu_info.value");
_Static_assert(offsetof(struct uvc_menu_info, name) == 4, "struct uvc_menu_info.name");
_Static_assert(sizeof(struct uvc_meta_buf) == 12, "struct uvc_meta_buf");
_Static_assert(offsetof(struct uvc_meta_buf, length) == 10, "struct uvc_meta_buf.length");
_Static_assert(offsetof(struct uvc_meta_buf, buf) == 12, "struct uvc_meta_buf.buf");
_Static_assert(offsetof(struct uvc_meta_buf, sof) == 8, "struct uvc_meta_buf.sof");
_Static_assert(offsetof(struct uvc_meta_buf, ns) == 0, "struct uvc_meta_buf.ns");
_Static_assert(offsetof(struct uvc_meta_buf, flags) == 11, "struct uvc_meta_buf.flags");
_Static_assert(sizeof(struct uvc_xu_control_mapping) == 96, "struct uvc_xu_control_mapping");
_Static_assert(offsetof(struct uvc_xu_control_mapping, v4l2_type) == 56, "struct uvc_xu_control_mapping.v4l2_type");
_Static_assert(offsetof(struct uvc_xu_control_mapping, menu_count) == 72, "struct uvc_xu_control_mapping.menu_count");
_Static_assert(offsetof(struct uvc_xu_control_mapping, offset) == 54, "struct uvc_xu_control_mapping.offset");
_Static_assert(offsetof(struct uvc_xu_control_mapping, entity) == 36, "struct uvc_xu_control_mapping.entity");
_Static_assert(offsetof(struct uvc_xu_control_mapping, size) == 53, "struct uvc_xu_control_mapping.size");
_Static_assert(offsetof(struct uvc_xu_control_mapping, id) == 0, "struct uvc_xu_control_mapping.id");
_Static_assert(offsetof(struct uvc_xu_control_mapping, name) == 4, "struct uvc_xu_control_mapping.name");
_Static_assert(offsetof(struct uvc_xu_control_mapping, menu_info) == 64, "struct uvc_xu_control_mapping.menu_info");
_Static_assert(offsetof(struct uvc_xu_control_mapping, data_type) == 60, "struct uvc_xu_control_mapping.data_type");
_Static_assert(offsetof(struct uvc_xu_control_mapping, selector) == 52, "struct uvc_xu_control_mapping.selector");
_Static_assert(offsetof(struct uvc_xu_control_mapping, reserved) == 76, "struct uvc_xu_control_mapping.reserved");
_Static_assert(sizeof(struct uvc_xu_control_query) == 16, "struct uvc_xu_control_query");
_Static_assert(offsetof(struct uvc_xu_control_query, unit) == 0, "struct uvc_xu_control_query.unit");
_Static_assert(offsetof(struct uvc_xu_control_query, size) == 4, "struct uvc_xu_control_query.size");
_Static_assert(offsetof(struct uvc_xu_control_query, query) == 2, "struct uvc_xu_control_query.query");
_Static_assert(offsetof(struct uvc_xu_control_query, data) == 8, "struct uvc_xu_control_query.data");
_Static_assert(offsetof(struct uvc_xu_control_query, selector) == 1, "struct uvc_xu_control_query.selector");
