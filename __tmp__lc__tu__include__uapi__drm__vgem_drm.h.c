#include <stddef.h>
#include <drm/vgem_drm.h>
_Static_assert(sizeof(struct drm_vgem_fence_attach) == 16, "struct drm_vgem_fence_attach");
_Static_assert(offsetof(struct drm_vgem_fence_attach, handle) == 0, "struct drm_vgem_fence_attach.handle");
_Static_assert(offsetof(struct drm_vgem_fence_attach, pad) == 12, "struct drm_vgem_fence_attach.pad");
_Static_assert(offsetof(struct drm_vgem_fence_attach, flags) == 4, "struct drm_vgem_fence_attach.flags");
_Static_assert(offsetof(struct drm_vgem_fence_attach, out_fence) == 8, "struct drm_vgem_fence_attach.out_fence");
_Static_assert(sizeof(struct drm_vgem_fence_signal) == 8, "struct drm_vgem_fence_signal");
_Static_assert(offsetof(struct drm_vgem_fence_signal, fence) == 0, "struct drm_vgem_fence_signal.fence");
_Static_assert(offsetof(struct drm_vgem_fence_signal, flags) == 4, "struct drm_vgem_fence_signal.flags");
