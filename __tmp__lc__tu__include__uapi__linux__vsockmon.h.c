#include <stddef.h>
#include <linux/vsockmon.h>
_Static_assert(sizeof(struct af_vsockmon_hdr) == 32, "struct af_vsockmon_hdr");
_Static_assert(offsetof(struct af_vsockmon_hdr, len) == 28, "struct af_vsockmon_hdr.len");
_Static_assert(offsetof(struct af_vsockmon_hdr, src_port) == 16, "struct af_vsockmon_hdr.src_port");
_Static_assert(offsetof(struct af_vsockmon_hdr, transport) == 26, "struct af_vsockmon_hdr.transport");
_Static_assert(offsetof(struct af_vsockmon_hdr, src_cid) == 0, "struct af_vsockmon_hdr.src_cid");
_Static_assert(offsetof(struct af_vsockmon_hdr, op) == 24, "struct af_vsockmon_hdr.op");
_Static_assert(offsetof(struct af_vsockmon_hdr, dst_port) == 20, "struct af_vsockmon_hdr.dst_port");
_Static_assert(offsetof(struct af_vsockmon_hdr, dst_cid) == 8, "struct af_vsockmon_hdr.dst_cid");
_Static_assert(offsetof(struct af_vsockmon_hdr, reserved) == 30, "struct af_vsockmon_hdr.reserved");
