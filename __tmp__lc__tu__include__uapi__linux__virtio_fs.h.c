#include <stddef.h>
#include <linux/virtio_fs.h>
_Static_assert(sizeof(struct virtio_fs_config) == 40, "struct virtio_fs_config");
_Static_assert(offsetof(struct virtio_fs_config, tag) == 0, "struct virtio_fs_config.tag");
_Static_assert(offsetof(struct virtio_fs_config, num_request_queues) == 36, "struct virtio_fs_config.num_request_queues");
