#include <stddef.h>
#include <asm-generic/stat.h>
_Static_assert(sizeof(struct stat) == 128, "struct stat");
_Static_assert(offsetof(struct stat, st_mode) == 16, "struct stat.st_mode");
_Static_assert(offsetof(struct stat, st_mtime_nsec) == 96, "struct stat.st_mtime_nsec");
_Static_assert(offsetof(struct stat, st_dev) == 0, "struct stat.st_dev");
_Static_assert(offsetof(struct stat, st_blksize) == 56, "struct stat.st_blksize");
_Static_assert(offsetof(struct stat, st_atime_nsec) == 80, "struct stat.st_atime_nsec");
_Static_assert(offsetof(struct stat, st_mtime) == 88, "struct stat.st_mtime");
_Static_assert(offsetof(struct stat, __pad1) == 40, "struct stat.__pad1");
_Static_assert(offsetof(struct stat, st_uid) == 24, "struct stat.st_uid");
_Static_assert(offsetof(struct stat, __unused5) == 124, "struct stat.__unused5");
_Static_assert(offsetof(struct stat, st_ctime) == 104, "struct stat.st_ctime");
_Static_assert(offsetof(struct stat, st_nlink) == 20, "struct stat.st_nlink");
_Static_assert(offsetof(struct stat, st_blocks) == 64, "struct stat.st_blocks");
_Static_assert(offsetof(struct stat, __pad2) == 60, "struct stat.__pad2");
_Static_assert(offsetof(struct stat, st_atime) == 72, "struct stat.st_atime");
_Static_assert(offsetof(struct stat, st_ino) == 8, "struct stat.st_ino");
_Static_assert(offsetof(struct stat, st_gid) == 28, "struct stat.st_gid");
_Static_assert(offsetof(struct stat, st_ctime_nsec) == 112, "struct stat.st_ctime_nsec");
_Static_assert(offsetof(struct stat, st_size) == 48, "struct stat.st_size");
_Static_assert(offsetof(struct stat, st_rdev) == 32, "struct stat.st_rdev");
_Static_assert(offsetof(struct stat, __unused4) == 120, "struct stat.__unused4");
