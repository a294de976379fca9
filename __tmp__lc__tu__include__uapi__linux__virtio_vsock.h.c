#include <stddef.h>
#include <linux/virtio_vsock.h>
_Static_assert(sizeof(struct virtio_vsock_config) == 8, "struct virtio_vsock_config");
_Static_assert(offsetof(struct virtio_vsock_config, guest_cid) == 0, "struct virtio_vsock_config.guest_cid");
_Static_assert(sizeof(struct virtio_vsock_event) == 4, "struct virtio_vsock_event");
_Static_assert(offsetof(struct virtio_vsock_event, id) == 0, "struct virtio_vsock_event.id");
_Static_assert(sizeof(struct virtio_vsock_hdr) == 44, "struct virtio_vsock_hdr");
_Static_assert(offsetof(struct virtio_vsock_hdr, len) == 24, "struct virtio_vsock_hdr.len");
_Static_assert(offsetof(struct virtio_vsock_hdr, type) == 28, "struct virtio_vsock_hdr.type");
_Static_assert(offsetof(struct virtio_vsock_hdr, src_port) == 16, "struct virtio_vsock_hdr.src_port");
_Static_assert(offsetof(struct virtio_vsock_hdr, buf_alloc) == 36, "struct virtio_vsock_hdr.buf_alloc");
_Static_assert(offsetof(struct virtio_vsock_hdr, src_cid) == 0, "struct virtio_vsock_hdr.src_cid");
_Static_assert(offsetof(struct virtio_vsock_hdr, fwd_cnt) == 40, "struct virtio_vsock_hdr.fwd_cnt");
_Static_assert(offsetof(struct virtio_vsock_hdr, op) == 30, "struct virtio_vsock_hdr.op");
_Static_assert(offsetof(struct virtio_vsock_hdr, dst_port) == 20, "struct virtio_vsock_hdr.dst_port");
_Static_assert(offsetof(struct virtio_vsock_hdr, flags) == 32, "struct virtio_vsock_hdr.flags");
_Static_assert(offsetof(struct virtio_vsock_hdr, dst_cid) == 8, "struct virtio_vsock_hdr.dst_cid");
