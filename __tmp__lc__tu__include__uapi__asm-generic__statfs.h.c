#include <stddef.h>
#include <asm-generic/statfs.h>
_Static_assert(sizeof(struct compat_statfs64) == 88, "struct compat_statfs64");
_Static_assert(offsetof(struct compat_statfs64, f_bsize) == 4, "struct compat_statfs64.f_bsize");
_Static_assert(offsetof(struct compat_statfs64, f_files) == 32, "struct compat_statfs64.f_files");
_Static_assert(offsetof(struct compat_statfs64, f_blocks) == 8, "struct compat_statfs64.f_blocks");
_Static_assert(offsetof(struct compat_statfs64, f_flags) == 64, "struct compat_statfs64.f_flags");
_Static_assert(offsetof(struct compat_statfs64, f_namelen) == 56, "struct compat_statfs64.f_namelen");
_Static_assert(offsetof(struct compat_statfs64, f_spare) == 68, "struct compat_statfs64.f_spare");
_Static_assert(offsetof(struct compat_statfs64, f_bfree) == 16, "struct compat_statfs64.f_bfree");
_Static_assert(offsetof(struct compat_statfs64, f_type) == 0, "struct compat_statfs64.f_type");
_Static_assert(offsetof(struct compat_statfs64, f_fsid) == 48, "struct compat_statfs64.f_fsid");
_Static_assert(offsetof(struct compat_statfs64, f_bavail) == 24, "struct compat_statfs64.f_bavail");
_Static_assert(offsetof(struct compat_statfs64, f_ffree) == 40, "struct compat_statfs64.f_ffree");
_Static_assert(offsetof(struct compat_statfs64, f_frsize) == 60, "struct compat_statfs64.f_frsize");
