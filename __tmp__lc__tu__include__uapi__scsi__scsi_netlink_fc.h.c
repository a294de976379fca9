#include <stddef.h>
#include <scsi/scsi_netlink_fc.h>
_Static_assert(sizeof(struct fc_nl_event) == 40, "struct fc_nl_event");
_Static_assert(offsetof(struct fc_nl_event, event_data_flex) == 36, "struct fc_nl_event.event_data_flex");
_Static_assert(offsetof(struct fc_nl_event, event_data) == 36, "struct fc_nl_event.event_data");
_Static_assert(offsetof(struct fc_nl_event, event_code) == 32, "struct fc_nl_event.event_code");
_Static_assert(offsetof(struct fc_nl_event, event_datalen) == 26, "struct fc_nl_event.event_datalen");
_Static_assert(offsetof(struct fc_nl_event, event_num) == 28, "struct fc_nl_event.event_num");
_Static_assert(offsetof(struct fc_nl_event, vendor_id) == 16, "struct fc_nl_event.vendor_id");
_Static_assert(offsetof(struct fc_nl_event, seconds) == 8, "struct fc_nl_event.seconds");
_Static_assert(offsetof(struct fc_nl_event, host_no) == 24, "struct fc_nl_event.host_no");
_Static_assert(offsetof(struct fc_nl_event, snlh) == 0, "struct fc_nl_event.snlh");
