#include <stddef.h>
#include <linux/iio/events.h>
_Static_assert(sizeof(struct iio_event_data) == 16, "struct iio_event_data");
_Static_assert(offsetof(struct iio_event_data, id) == 0, "struct iio_event_data.id");
_Static_assert(offsetof(struct iio_event_data, timestamp) == 8, "struct iio_event_data.timestamp");
