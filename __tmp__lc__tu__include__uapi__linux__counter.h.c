#include <stddef.h>
#include <linux/counter.h>
_Static_assert(sizeof(struct counter_component) == 4, "struct counter_component");
_Static_assert(offsetof(struct counter_component, type) == 0, "struct counter_component.type");
_Static_assert(offsetof(struct counter_component, id) == 3, "struct counter_component.id");
_Static_assert(offsetof(struct counter_component, scope) == 1, "struct counter_component.scope");
_Static_assert(offsetof(struct counter_component, parent) == 2, "struct counter_component.parent");
_Static_assert(sizeof(struct counter_event) == 24, "struct counter_event");
_Static_assert(offsetof(struct counter_event, value) == 8, "struct counter_event.value");
_Static_assert(offsetof(struct counter_event, timestamp) == 0, "struct counter_event.timestamp");
_Static_assert(offsetof(struct counter_event, watch) == 16, "struct counter_event.watch");
_Static_assert(offsetof(struct counter_event, status) == 22, "struct counter_event.status");
_Static_assert(sizeof(struct counter_watch) == 6, "struct counter_watch");
_Static_assert(offsetof(struct counter_watch, event) == 4, "struct counter_watch.event");
_Static_assert(offsetof(struct counter_watch, component) == 0, "struct counter_watch.component");
_Static_assert(offsetof(struct counter_watch, channel) == 5, "struct counter_watch.channel");
