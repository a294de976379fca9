#include <stddef.h>
#include <linux/posix_acl_xattr.h>
_Static_assert(sizeof(struct posix_acl_xattr_entry) == 8, "struct posix_acl_xattr_entry");
_Static_assert(offsetof(struct posix_acl_xattr_entry, e_perm) == 2, "struct posix_acl_xattr_entry.e_perm");
_Static_assert(offsetof(struct posix_acl_xattr_entry, e_tag) == 0, "struct posix_acl_xattr_entry.e_tag");
_Static_assert(offsetof(struct posix_acl_xattr_entry, e_id) == 4, "struct posix_acl_xattr_entry.e_id");
_Static_assert(sizeof(struct posix_acl_xattr_header) == 4, "struct posix_acl_xattr_header");
_Static_assert(offsetof(struct posix_acl_xattr_header, a_version) == 0, "struct posix_acl_xattr_header.a_version");
