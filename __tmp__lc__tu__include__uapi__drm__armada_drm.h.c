#include <stddef.h>
#include <drm/armada_drm.h>
_Static_assert(sizeof(struct drm_armada_gem_create) == 8, "struct drm_armada_gem_create");
_Static_assert(offsetof(struct drm_armada_gem_create, handle) == 0, "struct drm_armada_gem_create.handle");
_Static_assert(offsetof(struct drm_armada_gem_create, size) == 4, "struct drm_armada_gem_create.size");
_Static_assert(sizeof(struct drm_armada_gem_mmap) == 32, "struct drm_armada_gem_mmap");
_Static_assert(offsetof(struct drm_armada_gem_mmap, offset) == 8, "struct drm_armada_gem_mmap.offset");
_Static_assert(offsetof(struct drm_armada_gem_mmap, handle) == 0, "struct drm_armada_gem_mmap.handle");
_Static_assert(offsetof(struct drm_armada_gem_mmap, size) == 16, "struct drm_armada_gem_mmap.size");
_Static_assert(offsetof(struct drm_armada_gem_mmap, pad) == 4, "struct drm_armada_gem_mmap.pad");
_Static_assert(offsetof(struct drm_armada_gem_mmap, addr) == 24, "struct drm_armada_gem_mmap.addr");
_Static_assert(sizeof(struct drm_armada_gem_pwrite) == 24, "struct drm_armada_gem_pwrite");
_Static_assert(offsetof(struct drm_armada_gem_pwrite, ptr) == 0, "struct drm_armada_gem_pwrite.ptr");
_Static_assert(offsetof(struct drm_armada_gem_pwrite, offset) == 12, "struct drm_armada_gem_pwrite.offset");
_Static_assert(offsetof(struct drm_armada_gem_pwrite, handle) == 8, "struct drm_armada_gem_pwrite.handle");
_Static_assert(offsetof(struct drm_armada_gem_pwrite, size) == 16, "struct drm_armada_gem_pwrite.size");
