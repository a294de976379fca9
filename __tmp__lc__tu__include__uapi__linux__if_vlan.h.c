#include <stddef.h>
#include <linux/if_vlan.h>
_Static_assert(sizeof(struct vlan_ioctl_args) == 56, "struct vlan_ioctl_args");
_Static_assert(offsetof(struct vlan_ioctl_args, u.flag) == 28, "struct vlan_ioctl_args.u.flag");
_Static_assert(offsetof(struct vlan_ioctl_args, u) == 28, "struct vlan_ioctl_args.u");
_Static_assert(offsetof(struct vlan_ioctl_args, u.name_type) == 28, "struct vlan_ioctl_args.u.name_type");
_Static_assert(offsetof(struct vlan_ioctl_args, u.bind_type) == 28, "struct vlan_ioctl_args.u.bind_type");
_Static_assert(offsetof(struct vlan_ioctl_args, u.skb_priority) == 28, "struct vlan_ioctl_args.u.skb_priority");
_Static_assert(offsetof(struct vlan_ioctl_args, device1) == 4, "struct vlan_ioctl_args.device1");
_Static_assert(offsetof(struct vlan_ioctl_args, u.VID) == 28, "struct vlan_ioctl_args.u.VID");
_Static_assert(offsetof(struct vlan_ioctl_args, cmd) == 0, "struct vlan_ioctl_args.cmd");
_Static_assert(offsetof(struct vlan_ioctl_args, vlan_qos) == 52, "struct vlan_ioctl_args.vlan_qos");
_Static_assert(offsetof(struct vlan_ioctl_args, u.device2) == 28, "struct vlan_ioctl_args.u.device2");
