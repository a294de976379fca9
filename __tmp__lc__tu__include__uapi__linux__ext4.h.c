#include <stddef.h>
#include <linux/ext4.h>
_Static_assert(sizeof(struct ext4_new_group_input) == 40, "struct ext4_new_group_input");
_Static_assert(offsetof(struct ext4_new_group_input, blocks_count) == 32, "struct ext4_new_group_input.blocks_count");
_Static_assert(offsetof(struct ext4_new_group_input, group) == 0, "struct ext4_new_group_input.group");
_Static_assert(offsetof(struct ext4_new_group_input, block_bitmap) == 8, "struct ext4_new_group_input.block_bitmap");
_Static_assert(offsetof(struct ext4_new_group_input, reserved_blocks) == 36, "struct ext4_new_group_input.reserved_blocks");
_Static_assert(offsetof(struct ext4_new_group_input, unused) == 38, "struct ext4_new_group_input.unused");
_Static_assert(offsetof(struct ext4_new_group_input, inode_table) == 24, "struct ext4_new_group_input.inode_table");
_Static_assert(offsetof(struct ext4_new_group_input, inode_bitmap) == 16, "struct ext4_new_group_input.inode_bitmap");
_Static_assert(sizeof(struct fsuuid) == 8, "struct fsuuid");
_Static_assert(offsetof(struct fsuuid, fsu_len) == 0, "struct fsuuid.fsu_len");
_Static_assert(offsetof(struct fsuuid, fsu_uuid) == 8, "struct fsuuid.fsu_uuid");
_Static_assert(offsetof(struct fsuuid, fsu_flags) == 4, "struct fsuuid.fsu_flags");
_Static_assert(sizeof(struct move_extent) == 40, "struct move_extent");
_Static_assert(offsetof(struct move_extent, orig_start) == 8, "struct move_extent.orig_start");
_Static_assert(offsetof(struct move_extent, len) == 24, "struct move_extent.len");
_Static_assert(offsetof(struct move_extent, moved_len) == 32, "struct move_extent.moved_len");
_Static_assert(offsetof(struct move_extent, donor_fd) == 4, "struct move_extent.donor_fd");
_Static_assert(offsetof(struct move_extent, donor_start) == 16, "struct move_extent.donor_start");
_Static_assert(offsetof(struct move_extent, reserved) == 0, "struct move_extent.reserved");
