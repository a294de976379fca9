#include <stddef.h>
#include <linux/reiserfs_xattr.h>
_Static_assert(sizeof(struct reiserfs_security_handle) == 24, "struct reiserfs_security_handle");
_Static_assert(offsetof(struct reiserfs_security_handle, value) == 8, "struct reiserfs_security_handle.value");
_Static_assert(offsetof(struct reiserfs_security_handle, length) == 16, "struct reiserfs_security_handle.length");
_Static_assert(offsetof(struct reiserfs_security_handle, name) == 0, "struct reiserfs_security_handle.name");
_Static_assert(sizeof(struct reiserfs_xattr_header) == 8, "struct reiserfs_xattr_header");
_Static_assert(offsetof(struct reiserfs_xattr_header, h_hash) == 4, "struct reiserfs_xattr_header.h_hash");
_Static_assert(offsetof(struct reiserfs_xattr_header, h_magic) == 0, "struct reiserfs_xattr_header.h_magic");
