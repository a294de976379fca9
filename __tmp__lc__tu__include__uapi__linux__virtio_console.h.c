#include <stddef.h>
#include <linux/virtio_console.h>
_Static_assert(sizeof(struct virtio_console_config) == 12, "struct virtio_console_config");
_Static_assert(offsetof(struct virtio_console_config, rows) == 2, "struct virtio_console_config.rows");
_Static_assert(offsetof(struct virtio_console_config, max_nr_ports) == 4, "struct virtio_console_config.max_nr_ports");
_Static_assert(offsetof(struct virtio_console_config, cols) == 0, "struct virtio_console_config.cols");
_Static_assert(offsetof(struct virtio_console_config, emerg_wr) == 8, "struct virtio_console_config.emerg_wr");
_Static_assert(sizeof(struct virtio_console_control) == 8, "struct virtio_console_control");
_Static_assert(offsetof(struct virtio_console_control, value) == 6, "struct virtio_console_control.value");
_Static_assert(offsetof(struct virtio_console_control, event) == 4, "struct virtio_console_control.event");
_Static_assert(offsetof(struct virtio_console_control, id) == 0, "struct virtio_console_control.id");
