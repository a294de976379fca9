#include <stddef.h>
#include <linux/virtio_input.h>
_Static_assert(sizeof(struct virtio_input_absinfo) == 20, "struct virtio_input_absinfo");
_Static_assert(offsetof(struct virtio_input_absinfo, min) == 0, "struct virtio_input_absinfo.min");
_Static_assert(offsetof(struct virtio_input_absinfo, res) == 16, "struct virtio_input_absinfo.res");
_Static_assert(offsetof(struct virtio_input_absinfo, max) == 4, "struct virtio_input_absinfo.max");
_Static_assert(offsetof(struct virtio_input_absinfo, flat) == 12, "struct virtio_input_absinfo.flat");
_Static_assert(offsetof(struct virtio_input_absinfo, fuzz) == 8, "struct virtio_input_absinfo.fuzz");
_Static_assert(sizeof(struct virtio_input_config) == 136, "struct virtio_input_config");
_Static_assert(offsetof(struct virtio_input_config, u) == 8, "struct virtio_input_config.u");
_Static_assert(offsetof(struct virtio_input_config, u.bitmap) == 8, "struct virtio_input_config.u.bitmap");
_Static_assert(offsetof(struct virtio_input_config, u.string) == 8, "struct virtio_input_config.u.string");
_Static_assert(offsetof(struct virtio_input_config, size) == 2, "struct virtio_input_config.size");
_Static_assert(offsetof(struct virtio_input_config, u.ids) == 8, "struct virtio_input_config.u.ids");
_Static_assert(offsetof(struct virtio_input_config, select) == 0, "struct virtio_input_config.select");
_Static_assert(offsetof(struct virtio_input_config, subsel) == 1, "struct virtio_input_config.subsel");
_Static_assert(offsetof(struct virtio_input_config, reserved) == 3, "struct virtio_input_config.reserved");
_Static_assert(offsetof(struct virtio_input_config, u.abs) == 8, "struct virtio_input_config.u.abs");
_Static_assert(sizeof(struct virtio_input_devids) == 8, "struct virtio_input_devids");
_Static_assert(offsetof(struct virtio_input_devids, vendor) == 2, "struct virtio_input_devids.vendor");
_Static_assert(offsetof(struct virtio_input_devids, version) == 6, "struct virtio_input_devids.version");
_Static_assert(offsetof(struct virtio_input_devids, product) == 4, "struct virtio_input_devids.product");
_Static_assert(offsetof(struct virtio_input_devids, bustype) == 0, "struct virtio_input_devids.bustype");
_Static_assert(sizeof(struct virtio_input_event) == 8, "struct virtio_input_event");
_Static_assert(offsetof(struct virtio_input_event, value) == 4, "struct virtio_input_event.value");
_Static_assert(offsetof(struct virtio_input_event, type) == 0, "struct virtio_input_event.type");
_Static_assert(offsetof(struct virtio_input_event, code) == 2, "struct virtio_input_event.code");
