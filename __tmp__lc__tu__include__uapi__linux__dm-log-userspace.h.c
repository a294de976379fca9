#include <stddef.h>
#include <linux/dm-log-userspace.h>
_Static_assert(sizeof(struct dm_ulog_request) == 160, "struct dm_ulog_request");
_Static_assert(offsetof(struct dm_ulog_request, request_type) == 152, "struct dm_ulog_request.request_type");
_Static_assert(offsetof(struct dm_ulog_request, data_size) == 156, "struct dm_ulog_request.data_size");
_Static_assert(offsetof(struct dm_ulog_request, error) == 144, "struct dm_ulog_request.error");
_Static_assert(offsetof(struct dm_ulog_request, version) == 140, "struct dm_ulog_request.version");
_Static_assert(offsetof(struct dm_ulog_request, luid) == 0, "struct dm_ulog_request.luid");
_Static_assert(offsetof(struct dm_ulog_request, data) == 160, "struct dm_ulog_request.data");
_Static_assert(offsetof(struct dm_ulog_request, uuid) == 8, "struct dm_ulog_request.uuid");
_Static_assert(offsetof(struct dm_ulog_request, padding) == 137, "struct dm_ulog_request.padding");
_Static_assert(offsetof(struct dm_ulog_request, seq) == 148, "struct dm_ulog_request.seq");
