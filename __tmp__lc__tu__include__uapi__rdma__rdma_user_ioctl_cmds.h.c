#include <stddef.h>
#include <rdma/rdma_user_ioctl_cmds.h>
_Static_assert(sizeof(struct ib_uverbs_attr) == 16, "struct ib_uverbs_attr");
_Static_assert(offsetof(struct ib_uverbs_attr, attr_data.reserved) == 6, "struct ib_uverbs_attr.attr_data.reserved");
_Static_assert(offsetof(struct ib_uverbs_attr, len) == 2, "struct ib_uverbs_attr.len");
_Static_assert(offsetof(struct ib_uverbs_attr, attr_id) == 0, "struct ib_uverbs_attr.attr_id");
_Static_assert(offsetof(struct ib_uverbs_attr, attr_data) == 6, "struct ib_uverbs_attr.attr_data");
_Static_assert(offsetof(struct ib_uverbs_attr, data) == 8, "struct ib_uverbs_attr.data");
_Static_assert(offsetof(struct ib_uverbs_attr, attr_data.enum_data) == 6, "struct ib_uverbs_attr.attr_data.enum_data");
_Static_assert(offsetof(struct ib_uverbs_attr, attr_data.enum_data.reserved) == 7, "struct ib_uverbs_attr.attr_data.enum_data.reserved");
_Static_assert(offsetof(struct ib_uverbs_attr, flags) == 4, "struct ib_uverbs_attr.flags");
_Static_assert(offsetof(struct ib_uverbs_attr, attr_data.enum_data.elem_id) == 6, "struct ib_uverbs_attr.attr_data.enum_data.elem_id");
_Static_assert(offsetof(struct ib_uverbs_attr, data_s64) == 8, "struct ib_uverbs_attr.data_s64");
_Static_assert(sizeof(struct ib_uverbs_ioctl_hdr) == 24, "struct ib_uverbs_ioctl_hdr");
_Static_assert(offsetof(struct ib_uverbs_ioctl_hdr, method_id) == 4, "struct ib_uverbs_ioctl_hdr.method_id");
_Static_assert(offsetof(struct ib_uverbs_ioctl_hdr, num_attrs) == 6, "struct ib_uverbs_ioctl_hdr.num_attrs");
_Static_assert(offsetof(struct ib_uverbs_ioctl_hdr, attrs) == 24, "struct ib_uverbs_ioctl_hdr.attrs");
_Static_assert(offsetof(struct ib_uverbs_ioctl_hdr, length) == 0, "struct ib_uverbs_ioctl_hdr.length");
_Static_assert(offsetof(struct ib_uverbs_ioctl_hdr, reserved2) == 20, "struct ib_uverbs_ioctl_hdr.reserved2");
_Static_assert(offsetof(struct ib_uverbs_ioctl_hdr, reserved1) == 8, "struct ib_uverbs_ioctl_hdr.reserved1");
_Static_assert(offsetof(struct ib_uverbs_ioctl_hdr, object_id) == 2, "struct ib_uverbs_ioctl_hdr.object_id");
_Static_assert(offsetof(struct ib_uverbs_ioctl_hdr, driver_id) == 16, "struct ib_uverbs_ioctl_hdr.driver_id");
