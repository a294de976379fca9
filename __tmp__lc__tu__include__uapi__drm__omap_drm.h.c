#include <stddef.h>
#include <drm/omap_drm.h>
_Static_assert(sizeof(struct drm_omap_gem_cpu_fini) == 16, "struct drm_omap_gem_cpu_fini");
_Static_assert(offsetof(struct drm_omap_gem_cpu_fini, nregions) == 8, "struct drm_omap_gem_cpu_fini.nregions");
_Static_assert(offsetof(struct drm_omap_gem_cpu_fini, handle) == 0, "struct drm_omap_gem_cpu_fini.handle");
_Static_assert(offsetof(struct drm_omap_gem_cpu_fini, op) == 4, "struct drm_omap_gem_cpu_fini.op");
_Static_assert(offsetof(struct drm_omap_gem_cpu_fini, __pad) == 12, "struct drm_omap_gem_cpu_fini.__pad");
_Static_assert(sizeof(struct drm_omap_gem_cpu_prep) == 8, "struct drm_omap_gem_cpu_prep");
_Static_assert(offsetof(struct drm_omap_gem_cpu_prep, handle) == 0, "struct drm_omap_gem_cpu_prep.handle");
_Static_assert(offsetof(struct drm_omap_gem_cpu_prep, op) == 4, "struct drm_omap_gem_cpu_prep.op");
_Static_assert(sizeof(struct drm_omap_gem_info) == 24, "struct drm_omap_gem_info");
_Static_assert(offsetof(struct drm_omap_gem_info, offset) == 8, "struct drm_omap_gem_info.offset");
_Static_assert(offsetof(struct drm_omap_gem_info, handle) == 0, "struct drm_omap_gem_info.handle");
_Static_assert(offsetof(struct drm_omap_gem_info, size) == 16, "struct drm_omap_gem_info.size");
_Static_assert(offsetof(struct drm_omap_gem_info, pad) == 4, "struct drm_omap_gem_info.pad");
_Static_assert(offsetof(struct drm_omap_gem_info, __pad) == 20, "struct drm_omap_gem_info.__pad");
_Static_assert(sizeof(struct drm_omap_gem_new) == 16, "struct drm_omap_gem_new");
_Static_assert(offsetof(struct drm_omap_gem_new, handle) == 8, "struct drm_omap_gem_new.handle");
_Static_assert(offsetof(struct drm_omap_gem_new, size) == 0, "struct drm_omap_gem_new.size");
_Static_assert(offsetof(struct drm_omap_gem_new, flags) == 4, "struct drm_omap_gem_new.flags");
_Static_assert(offsetof(struct drm_omap_gem_new, __pad) == 12, "struct drm_omap_gem_new.__pad");
_Static_assert(sizeof(struct drm_omap_param) == 16, "struct drm_omap_param");
_Static_assert(offsetof(struct drm_omap_param, value) == 8, "struct drm_omap_param.value");
_Static_assert(offsetof(struct drm_omap_param, param) == 0, "struct drm_omap_param.param");
_Static_assert(sizeof(union omap_gem_size) == 4, "union omap_gem_size");
_Static_assert(offsetof(union omap_gem_size, bytes) == 0, "union omap_gem_size.bytes");
_Static_assert(offsetof(union omap_gem_size, tiled) == 0, "union omap_gem_size.tiled");
_Static_assert(offsetof(union omap_gem_size, tiled.width) == 0, "union omap_gem_size.tiled.width");
_Static_assert(offsetof(union omap_gem_size, tiled.height) == 2, "union omap_gem_size.tiled.height");
