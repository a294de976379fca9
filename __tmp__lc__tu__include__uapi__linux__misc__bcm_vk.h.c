#include <stddef.h>
#include <linux/misc/bcm_vk.h>
_Static_assert(sizeof(struct vk_image) == 68, "struct vk_image");
_Static_assert(offsetof(struct vk_image, filename) == 4, "struct vk_image.filename");
_Static_assert(offsetof(struct vk_image, type) == 0, "struct vk_image.type");
_Static_assert(sizeof(struct vk_reset) == 8, "struct vk_reset");
_Static_assert(offsetof(struct vk_reset, arg2) == 4, "struct vk_reset.arg2");
_Static_assert(offsetof(struct vk_reset, arg1) == 0, "struct vk_reset.arg1");
