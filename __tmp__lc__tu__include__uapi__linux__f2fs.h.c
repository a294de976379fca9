#include <stddef.h>
#include <linux/f2fs.h>
_Static_assert(sizeof(struct f2fs_comp_option) == 2, "struct f2fs_comp_option");
_Static_assert(offsetof(struct f2fs_comp_option, algorithm) == 0, "struct f2fs_comp_option.algorithm");
_Static_assert(offsetof(struct f2fs_comp_option, log_cluster_size) == 1, "struct f2fs_comp_option.log_cluster_size");
_Static_assert(sizeof(struct f2fs_defragment) == 16, "struct f2fs_defragment");
_Static_assert(offsetof(struct f2fs_defragment, len) == 8, "struct f2fs_defragment.len");
_Static_assert(offsetof(struct f2fs_defragment, start) == 0, "struct f2fs_defragment.start");
_Static_assert(sizeof(struct f2fs_flush_device) == 8, "struct f2fs_flush_device");
_Static_assert(offsetof(struct f2fs_flush_device, segments) == 4, "struct f2fs_flush_device.segments");
_Static_assert(offsetof(struct f2fs_flush_device, dev_num) == 0, "struct f2fs_flush_device.dev_num");
_Static_assert(sizeof(struct f2fs_gc_range) == 24, "struct f2fs_gc_range");
_Static_assert(offsetof(struct f2fs_gc_range, len) == 16, "struct f2fs_gc_range.len");
_Static_assert(offsetof(struct f2fs_gc_range, sync) == 0, "struct f2fs_gc_range.sync");
_Static_assert(offsetof(struct f2fs_gc_range, start) == 8, "struct f2fs_gc_range.start");
_Static_assert(sizeof(struct f2fs_move_range) == 32, "struct f2fs_move_range");
_Static_assert(offsetof(struct f2fs_move_range, dst_fd) == 0, "struct f2fs_move_range.dst_fd");
_Static_assert(offsetof(struct f2fs_move_range, len) == 24, "struct f2fs_move_range.len");
_Static_assert(offsetof(struct f2fs_move_range, pos_out) == 16, "struct f2fs_move_range.pos_out");
_Static_assert(offsetof(struct f2fs_move_range, pos_in) == 8, "struct f2fs_move_range.pos_in");
_Static_assert(sizeof(struct f2fs_sectrim_range) == 24, "struct f2fs_sectrim_range");
_Static_assert(offsetof(struct f2fs_sectrim_range, len) == 8, "struct f2fs_sectrim_range.len");
_Static_assert(offsetof(struct f2fs_sectrim_range, start) == 0, "struct f2fs_sectrim_range.start");
_Static_assert(offsetof(struct f2fs_sectrim_range, flags) == 16, "struct f2fs_sectrim_range.flags");
