#include <stddef.h>
#include <xen/evtchn.h>
_Static_assert(sizeof(struct ioctl_evtchn_bind) == 4, "struct ioctl_evtchn_bind");
_Static_assert(offsetof(struct ioctl_evtchn_bind, port) == 0, "struct ioctl_evtchn_bind.port");
_Static_assert(sizeof(struct ioctl_evtchn_bind_interdomain) == 8, "struct ioctl_evtchn_bind_interdomain");
_Static_assert(offsetof(struct ioctl_evtchn_bind_interdomain, remote_domain) == 0, "struct ioctl_evtchn_bind_interdomain.remote_domain");
_Static_assert(offsetof(struct ioctl_evtchn_bind_interdomain, remote_port) == 4, "struct ioctl_evtchn_bind_interdomain.remote_port");
_Static_assert(sizeof(struct ioctl_evtchn_bind_unbound_port) == 4, "struct ioctl_evtchn_bind_unbound_port");
_Static_assert(offsetof(struct ioctl_evtchn_bind_unbound_port, remote_domain) == 0, "struct ioctl_evtchn_bind_unbound_port.remote_domain");
_Static_assert(sizeof(struct ioctl_evtchn_bind_virq) == 4, "struct ioctl_evtchn_bind_virq");
_Static_assert(offsetof(struct ioctl_evtchn_bind_virq, virq) == 0, "struct ioctl_evtchn_bind_virq.virq");
_Static_assert(sizeof(struct ioctl_evtchn_notify) == 4, "struct ioctl_evtchn_notify");
_Static_assert(offsetof(struct ioctl_evtchn_notify, port) == 0, "struct ioctl_evtchn_notify.port");
_Static_assert(sizeof(struct ioctl_evtchn_unbind) == 4, "struct ioctl_evtchn_unbind");
_Static_assert(offsetof(struct ioctl_evtchn_unbind, port) == 0, "struct ioctl_evtchn_unbind.port");
