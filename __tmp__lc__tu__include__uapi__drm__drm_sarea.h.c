#include <stddef.h>
#include <drm/drm_sarea.h>
_Static_assert(sizeof(struct drm_sarea) == 2200, "struct drm_sarea");
_Static_assert(offsetof(struct drm_sarea, drawableTable) == 128, "struct drm_sarea.drawableTable");
_Static_assert(offsetof(struct drm_sarea, lock) == 0, "struct drm_sarea.lock");
_Static_assert(offsetof(struct drm_sarea, frame) == 2176, "struct drm_sarea.frame");
_Static_assert(offsetof(struct drm_sarea, dummy_context) == 2196, "struct drm_sarea.dummy_context");
_Static_assert(offsetof(struct drm_sarea, drawable_lock) == 64, "struct drm_sarea.drawable_lock");
_Static_assert(sizeof(struct drm_sarea_drawable) == 8, "struct drm_sarea_drawable");
_Static_assert(offsetof(struct drm_sarea_drawable, stamp) == 0, "struct drm_sarea_drawable.stamp");
_Static_assert(offsetof(struct drm_sarea_drawable, flags) == 4, "struct drm_sarea_drawable.flags");
_Static_assert(sizeof(struct drm_sarea_frame) == 20, "struct drm_sarea_frame");
_Static_assert(offsetof(struct drm_sarea_frame, height) == 12, "struct drm_sarea_frame.height");
_Static_assert(offsetof(struct drm_sarea_frame, x) == 0, "struct drm_sarea_frame.x");
_Static_assert(offsetof(struct drm_sarea_frame, fullscreen) == 16, "struct drm_sarea_frame.fullscreen");
_Static_assert(offsetof(struct drm_sarea_frame, width) == 8, "struct drm_sarea_frame.width");
_Static_assert(offsetof(struct drm_sarea_frame, y) == 4, "struct drm_sarea_frame.y");
