#include <stddef.h>
#include <linux/fiemap.h>
_Static_assert(sizeof(struct fiemap) == 32, "struct fiemap");
_Static_assert(offsetof(struct fiemap, fm_length) == 8, "struct fiemap.fm_length");
_Static_assert(offsetof(struct fiemap, fm_extent_count) == 24, "struct fiemap.fm_extent_count");
_Static_assert(offsetof(struct fiemap, fm_mapped_extents) == 20, "struct fiemap.fm_mapped_extents");
_Static_assert(offsetof(struct fiemap, fm_start) == 0, "struct fiemap.fm_start");
_Static_assert(offsetof(struct fiemap, fm_extents) == 32, "struct fiemap.fm_extents");
_Static_assert(offsetof(struct fiemap, fm_reserved) == 28, "struct fiemap.fm_reserved");
_Static_assert(offsetof(struct fiemap, fm_flags) == 16, "struct fiemap.fm_flags");
_Static_assert(sizeof(struct fiemap_extent) == 56, "struct fiemap_extent");
_Static_assert(offsetof(struct fiemap_extent, fe_reserved) == 44, "struct fiemap_extent.fe_reserved");
_Static_assert(offsetof(struct fiemap_extent, fe_physical) == 8, "struct fiemap_extent.fe_physical");
_Static_assert(offsetof(struct fiemap_extent, fe_length) == 16, "struct fiemap_extent.fe_length");
_Static_assert(offsetof(struct fiemap_extent, fe_logical) == 0, "struct fiemap_extent.fe_logical");
_Static_assert(offsetof(struct fiemap_extent, fe_flags) == 40, "struct fiemap_extent.fe_flags");
_Static_assert(offsetof(struct fiemap_extent, fe_reserved64) == 24, "struct fiemap_extent.fe_reserved64");
