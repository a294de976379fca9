#include <stddef.h>
#include <linux/blktrace_api.h>
_Static_assert(sizeof(struct blk_io_trace) == 48, "struct blk_io_trace");
_Static_assert(offsetof(struct blk_io_trace, pdu_len) == 46, "struct blk_io_trace.pdu_len");
_Static_assert(offsetof(struct blk_io_trace, bytes) == 24, "struct blk_io_trace.bytes");
_Static_assert(offsetof(struct blk_io_trace, cpu) == 40, "struct blk_io_trace.cpu");
_Static_assert(offsetof(struct blk_io_trace, magic) == 0, "struct blk_io_trace.magic");
_Static_assert(offsetof(struct blk_io_trace, sector) == 16, "struct blk_io_trace.sector");
_Static_assert(offsetof(struct blk_io_trace, error) == 44, "struct blk_io_trace.error");
_Static_assert(offsetof(struct blk_io_trace, pid) == 32, "struct blk_io_trace.pid");
_Static_assert(offsetof(struct blk_io_trace, time) == 8, "struct blk_io_trace.time");
_Static_assert(offsetof(struct blk_io_trace, sequence) == 4, "struct blk_io_trace.sequence");
_Static_assert(offsetof(struct blk_io_trace, device) == 36, "struct blk_io_trace.device");
_Static_assert(offsetof(struct blk_io_trace, action) == 28, "struct blk_io_trace.action");
_Static_assert(sizeof(struct blk_io_trace_remap) == 16, "struct blk_io_trace_remap");
_Static_assert(offsetof(struct blk_io_trace_remap, sector_from) == 8, "struct blk_io_trace_remap.sector_from");
_Static_assert(offsetof(struct blk_io_trace_remap, device_from) == 0, "struct blk_io_trace_remap.device_from");
_Static_assert(offsetof(struct blk_io_trace_remap, device_to) == 4, "struct blk_io_trace_remap.device_to");
_Static_assert(sizeof(struct blk_user_trace_setup) == 72, "struct blk_user_trace_setup");
_Static_assert(offsetof(struct blk_user_trace_setup, start_lba) == 48, "struct blk_user_trace_setup.start_lba");
_Static_assert(offsetof(struct blk_user_trace_setup, act_mask) == 32, "struct blk_user_trace_setup.act_mask");
_Static_assert(offsetof(struct blk_user_trace_setup, buf_size) == 36, "struct blk_user_trace_setup.buf_size");
_Static_assert(offsetof(struct blk_user_trace_setup, end_lba) == 56, "struct blk_user_trace_setup.end_lba");
_Static_assert(offsetof(struct blk_user_trace_setup, pid) == 64, "struct blk_user_trace_setup.pid");
_Static_assert(offsetof(struct blk_user_trace_setup, name) == 0, "struct blk_user_trace_setup.name");
_Static_assert(offsetof(struct blk_user_trace_setup, buf_nr) == 40, "struct blk_user_trace_setup.buf_nr");
