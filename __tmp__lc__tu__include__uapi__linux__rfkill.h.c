#include <stddef.h>
#include <linux/rfkill.h>
_Static_assert(sizeof(struct rfkill_event) == 8, "struct rfkill_event");
_Static_assert(offsetof(struct rfkill_event, idx) == 0, "struct rfkill_event.idx");
_Static_assert(offsetof(struct rfkill_event, type) == 4, "struct rfkill_event.type");
_Static_assert(offsetof(struct rfkill_event, hard) == 7, "struct rfkill_event.hard");
_Static_assert(offsetof(struct rfkill_event, op) == 5, "struct rfkill_event.op");
_Static_assert(offsetof(struct rfkill_event, soft) == 6, "struct rfkill_event.soft");
_Static_assert(sizeof(struct rfkill_event_ext) == 9, "struct rfkill_event_ext");
_Static_assert(offsetof(struct rfkill_event_ext, idx) == 0, "struct rfkill_event_ext.idx");
_Static_assert(offsetof(struct rfkill_event_ext, type) == 4, "struct rfkill_event_ext.type");
_Static_assert(offsetof(struct rfkill_event_ext, hard_block_reasons) == 8, "struct rfkill_event_ext.hard_block_reasons");
_Static_assert(offsetof(struct rfkill_event_ext, hard) == 7, "struct rfkill_event_ext.hard");
_Static_assert(offsetof(struct rfkill_event_ext, op) == 5, "struct rfkill_event_ext.op");
_Static_assert(offsetof(struct rfkill_event_ext, soft) == 6, "struct rfkill_event_ext.soft");
