#include <stddef.h>
#include <linux/um_timetravel.h>
_Static_assert(sizeof(struct um_timetravel_msg) == 16, "struct um_timetravel_msg");
_Static_assert(offsetof(struct um_timetravel_msg, time) == 8, "struct um_timetravel_msg.time");
_Static_assert(offsetof(struct um_timetravel_msg, op) == 0, "struct um_timetravel_msg.op");
_Static_assert(offsetof(struct um_timetravel_msg, seq) == 4, "struct um_timetravel_msg.seq");
_Static_assert(sizeof(struct um_timetravel_schedshm) == 4096, "struct um_timetravel_schedshm");
_Static_assert(offsetof(struct um_timetravel_schedshm, len) == 4, "struct um_timetravel_schedshm.len");
_Static_assert(offsetof(struct um_timetravel_schedshm, version) == 0, "struct um_timetravel_schedshm.version");
_Static_assert(offsetof(struct um_timetravel_schedshm, clients) == 4096, "struct um_timetravel_schedshm.clients");
_Static_assert(offsetof(struct um_timetravel_schedshm, free_until) == 8, "struct um_timetravel_schedshm.free_until");
_Static_assert(offsetof(struct um_timetravel_schedshm, hdr) == 0, "struct um_timetravel_schedshm.hdr");
_Static_assert(offsetof(struct um_timetravel_schedshm, running_id) == 24, "struct um_timetravel_schedshm.running_id");
_Static_assert(offsetof(struct um_timetravel_schedshm, current_time) == 16, "struct um_timetravel_schedshm.current_time");
_Static_assert(offsetof(struct um_timetravel_schedshm, max_clients) == 26, "struct um_timetravel_schedshm.max_clients");
_Static_assert(sizeof(union um_timetravel_schedshm_client) == 128, "union um_timetravel_schedshm_client");
_Static_assert(offsetof(union um_timetravel_schedshm_client, req_time) == 8, "union um_timetravel_schedshm_client.req_time");
_Static_assert(offsetof(union um_timetravel_schedshm_client, reserve) == 0, "union um_timetravel_schedshm_client.reserve");
_Static_assert(offsetof(union um_timetravel_schedshm_client, name) == 16, "union um_timetravel_schedshm_client.name");
_Static_assert(offsetof(union um_timetravel_schedshm_client, flags) == 4, "union um_timetravel_schedshm_client.flags");
_Static_assert(offsetof(union um_timetravel_schedshm_client, capa) == 0, "union um_timetravel_schedshm_client.capa");
