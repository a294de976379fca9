#include <stddef.h>
#include <linux/romfs_fs.h>
_Static_assert(sizeof(struct romfs_inode) == 16, "struct romfs_inode");
_Static_assert(offsetof(struct romfs_inode, checksum) == 12, "struct romfs_inode.checksum");
_Static_assert(offsetof(struct romfs_inode, size) == 8, "struct romfs_inode.size");
_Static_assert(offsetof(struct romfs_inode, name) == 16, "struct romfs_inode.name");
_Static_assert(offsetof(struct romfs_inode, next) == 0, "struct romfs_inode.next");
_Static_assert(offsetof(struct romfs_inode, spec) == 4, "struct romfs_inode.spec");
_Static_assert(sizeof(struct romfs_super_block) == 16, "struct romfs_super_block");
_Static_assert(offsetof(struct romfs_super_block, checksum) == 12, "struct romfs_super_block.checksum");
_Static_assert(offsetof(struct romfs_super_block, size) == 8, "struct romfs_super_block.size");
_Static_assert(offsetof(struct romfs_super_block, word1) == 4, "struct romfs_super_block.word1");
_Static_assert(offsetof(struct romfs_super_block, name) == 16, "struct romfs_super_block.name");
_Static_assert(offsetof(struct romfs_super_block, word0) == 0, "struct romfs_super_block.word0");
