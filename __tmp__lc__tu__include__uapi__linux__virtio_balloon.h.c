#include <stddef.h>
#include <linux/virtio_balloon.h>
_Static_assert(sizeof(struct virtio_balloon_config) == 16, "struct virtio_balloon_config");
_Static_assert(offsetof(struct virtio_balloon_config, num_pages) == 0, "struct virtio_balloon_config.num_pages");
_Static_assert(offsetof(struct virtio_balloon_config, free_page_report_cmd_id) == 8, "struct virtio_balloon_config.free_page_report_cmd_id");
_Static_assert(offsetof(struct virtio_balloon_config, free_page_hint_cmd_id) == 8, "struct virtio_balloon_config.free_page_hint_cmd_id");
_Static_assert(offsetof(struct virtio_balloon_config, actual) == 4, "struct virtio_balloon_config.actual");
_Static_assert(offsetof(struct virtio_balloon_config, poison_val) == 12, "struct virtio_balloon_config.poison_val");
_Static_assert(sizeof(struct virtio_balloon_stat) == 10, "struct virtio_balloon_stat");
_Static_assert(offsetof(struct virtio_balloon_stat, tag) == 0, "struct virtio_balloon_stat.tag");
_Static_assert(offsetof(struct virtio_balloon_stat, val) == 2, "struct virtio_balloon_stat.val");
