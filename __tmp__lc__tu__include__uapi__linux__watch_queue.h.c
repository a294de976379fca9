#include <stddef.h>
#include <linux/watch_queue.h>
_Static_assert(sizeof(struct key_notification) == 16, "struct key_notification");
_Static_assert(offsetof(struct key_notification, key_id) == 8, "struct key_notification.key_id");
_Static_assert(offsetof(struct key_notification, aux) == 12, "struct key_notification.aux");
_Static_assert(offsetof(struct key_notification, watch) == 0, "struct key_notification.watch");
_Static_assert(sizeof(struct watch_notification) == 8, "struct watch_notification");
_Static_assert(offsetof(struct watch_notification, info) == 4, "struct watch_notification.info");
_Static_assert(sizeof(struct watch_notification_filter) == 8, "struct watch_notification_filter");
_Static_assert(offsetof(struct watch_notification_filter, __reserved) == 4, "struct watch_notification_filter.__reserved");
_Static_assert(offsetof(struct watch_notification_filter, filters) == 8, "struct watch_notification_filter.filters");
_Static_assert(offsetof(struct watch_notification_filter, nr_filters) == 0, "struct watch_notification_filter.nr_filters");
_Static_assert(sizeof(struct watch_notification_removal) == 16, "struct watch_notification_removal");
_Static_assert(offsetof(struct watch_notification_removal, id) == 8, "struct watch_notification_removal.id");
_Static_assert(offsetof(struct watch_notification_removal, watch) == 0, "struct watch_notification_removal.watch");
_Static_assert(sizeof(struct watch_notification_type_filter) == 44, "struct watch_notification_type_filter");
_Static_assert(offsetof(struct watch_notification_type_filter, subtype_filter) == 12, "struct watch_notification_type_filter.subtype_filter");
_Static_assert(offsetof(struct watch_notification_type_filter, info_filter) == 4, "struct watch_notification_type_filter.info_filter");
_Static_assert(offsetof(struct watch_notification_type_filter, type) == 0, "struct watch_notification_type_filter.type");
_Static_assert(offsetof(struct watch_notification_type_filter, info_mask) == 8, "struct watch_notification_type_filter.info_mask");
