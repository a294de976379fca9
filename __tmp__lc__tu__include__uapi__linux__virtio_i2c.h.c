#include <stddef.h>
#include <linux/virtio_i2c.h>
_Static_assert(sizeof(struct virtio_i2c_in_hdr) == 1, "struct virtio_i2c_in_hdr");
_Static_assert(offsetof(struct virtio_i2c_in_hdr, status) == 0, "struct virtio_i2c_in_hdr.status");
_Static_assert(sizeof(struct virtio_i2c_out_hdr) == 8, "struct virtio_i2c_out_hdr");
_Static_assert(offsetof(struct virtio_i2c_out_hdr, flags) == 4, "struct virtio_i2c_out_hdr.flags");
_Static_assert(offsetof(struct virtio_i2c_out_hdr, addr) == 0, "struct virtio_i2c_out_hdr.addr");
_Static_assert(offsetof(struct virtio_i2c_out_hdr, padding) == 2, "struct virtio_i2c_out_hdr.padding");
