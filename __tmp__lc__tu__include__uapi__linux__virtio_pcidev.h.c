#include <stddef.h>
#include <linux/virtio_pcidev.h>
_Static_assert(sizeof(struct virtio_pcidev_msg) == 16, "struct virtio_pcidev_msg");
_Static_assert(offsetof(struct virtio_pcidev_msg, bar) == 1, "struct virtio_pcidev_msg.bar");
_Static_assert(offsetof(struct virtio_pcidev_msg, size) == 4, "struct virtio_pcidev_msg.size");
_Static_assert(offsetof(struct virtio_pcidev_msg, data) == 16, "struct virtio_pcidev_msg.data");
_Static_assert(offsetof(struct virtio_pcidev_msg, op) == 0, "struct virtio_pcidev_msg.op");
_Static_assert(offsetof(struct virtio_pcidev_msg, addr) == 8, "struct virtio_pcidev_msg.addr");
_Static_assert(offsetof(struct virtio_pcidev_msg, reserved) == 2, "struct virtio_pcidev_msg.reserved");
