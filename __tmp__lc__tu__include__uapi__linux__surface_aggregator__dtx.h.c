#include <stddef.h>
#include <linux/surface_aggregator/dtx.h>
_Static_assert(sizeof(struct sdtx_base_info) == 4, "struct sdtx_base_info");
_Static_assert(offsetof(struct sdtx_base_info, base_id) == 2, "struct sdtx_base_info.base_id");
_Static_assert(offsetof(struct sdtx_base_info, state) == 0, "struct sdtx_base_info.state");
_Static_assert(sizeof(struct sdtx_event) == 4, "struct sdtx_event");
_Static_assert(offsetof(struct sdtx_event, length) == 0, "struct sdtx_event.length");
_Static_assert(offsetof(struct sdtx_event, data) == 4, "struct sdtx_event.data");
_Static_assert(offsetof(struct sdtx_event, code) == 2, "struct sdtx_event.code");
