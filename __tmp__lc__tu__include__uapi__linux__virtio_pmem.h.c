#include <stddef.h>
#include <linux/virtio_pmem.h>
_Static_assert(sizeof(struct virtio_pmem_config) == 16, "struct virtio_pmem_config");
_Static_assert(offsetof(struct virtio_pmem_config, size) == 8, "struct virtio_pmem_config.size");
_Static_assert(offsetof(struct virtio_pmem_config, start) == 0, "struct virtio_pmem_config.start");
_Static_assert(sizeof(struct virtio_pmem_req) == 4, "struct virtio_pmem_req");
_Static_assert(offsetof(struct virtio_pmem_req, type) == 0, "struct virtio_pmem_req.type");
_Static_assert(sizeof(struct virtio_pmem_resp) == 4, "struct virtio_pmem_resp");
_Static_assert(offsetof(struct virtio_pmem_resp, ret) == 0, "struct virtio_pmem_resp.ret");
