#include <stddef.h>
#include <linux/cramfs_fs.h>
_Static_assert(sizeof(struct cramfs_info) == 16, "struct cramfs_info");
_Static_assert(offsetof(struct cramfs_info, blocks) == 8, "struct cramfs_info.blocks");
_Static_assert(offsetof(struct cramfs_info, files) == 12, "struct cramfs_info.files");
_Static_assert(offsetof(struct cramfs_info, edition) == 4, "struct cramfs_info.edition");
_Static_assert(offsetof(struct cramfs_info, crc) == 0, "struct cramfs_info.crc");
_Static_assert(sizeof(struct cramfs_inode) == 12, "struct cramfs_inode");
_Static_assert(offsetof(struct cramfs_inode, uid) == 2, "struct cramfs_inode.uid");
_Static_assert(offsetof(struct cramfs_inode, mode) == 0, "struct cramfs_inode.mode");
_Static_assert(offsetof(struct cramfs_inode, gid) == 7, "struct cramfs_inode.gid");
_Static_assert(offsetof(struct cramfs_inode, size) == 4, "struct cramfs_inode.size");
_Static_assert(offsetof(struct cramfs_inode, namelen) == 8, "struct cramfs_inode.namelen");
_Static_assert(sizeof(struct cramfs_super) == 76, "struct cramfs_super");
_Static_assert(offsetof(struct cramfs_super, root) == 64, "struct cramfs_super.root");
_Static_assert(offsetof(struct cramfs_super, magic) == 0, "struct cramfs_super.magic");
_Static_assert(offsetof(struct cramfs_super, future) == 12, "struct cramfs_super.future");
_Static_assert(offsetof(struct cramfs_super, size) == 4, "struct cramfs_super.size");
_Static_assert(offsetof(struct cramfs_super, fsid) == 32, "struct cramfs_super.fsid");
_Static_assert(offsetof(struct cramfs_super, name) == 48, "struct cramfs_super.name");
_Static_assert(offsetof(struct cramfs_super, flags) == 8, "struct cramfs_super.flags");
_Static_assert(offsetof(struct cramfs_super, signature) == 16, "struct cramfs_super.signature");
