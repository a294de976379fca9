#include <stddef.h>
#include <linux/virtio_9p.h>
_Static_assert(sizeof(struct virtio_9p_config) == 2, "struct virtio_9p_config");
_Static_assert(offsetof(struct virtio_9p_config, tag_len) == 0, "struct virtio_9p_config.tag_len");
_Static_assert(offsetof(struct virtio_9p_config, tag) == 2, "struct virtio_9p_config.tag");
