#include <stddef.h>
#include <linux/virtio_bt.h>
_Static_assert(sizeof(struct virtio_bt_config) == 5, "struct virtio_bt_config");
_Static_assert(offsetof(struct virtio_bt_config, msft_opcode) == 3, "struct virtio_bt_config.msft_opcode");
_Static_assert(offsetof(struct virtio_bt_config, type) == 0, "struct virtio_bt_config.type");
_Static_assert(offsetof(struct virtio_bt_config, vendor) == 1, "struct virtio_bt_config.vendor");
_Static_assert(sizeof(struct virtio_bt_config_v2) == 6, "struct virtio_bt_config_v2");
_Static_assert(offsetof(struct virtio_bt_config_v2, msft_opcode) == 4, "struct virtio_bt_config_v2.msft_opcode");
_Static_assert(offsetof(struct virtio_bt_config_v2, type) == 0, "struct virtio_bt_config_v2.type");
_Static_assert(offsetof(struct virtio_bt_config_v2, vendor) == 2, "struct virtio_bt_config_v2.vendor");
_Static_assert(offsetof(struct virtio_bt_config_v2, alignment) == 1, "struct virtio_bt_config_v2.alignment");
