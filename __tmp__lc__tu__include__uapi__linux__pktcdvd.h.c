#include <stddef.h>
#include <linux/pktcdvd.h>
_Static_assert(sizeof(struct pkt_ctrl_command) == 24, "struct pkt_ctrl_command");
_Static_assert(offsetof(struct pkt_ctrl_command, pkt_dev) == 12, "struct pkt_ctrl_command.pkt_dev");
_Static_assert(offsetof(struct pkt_ctrl_command, dev_index) == 4, "struct pkt_ctrl_command.dev_index");
_Static_assert(offsetof(struct pkt_ctrl_command, num_devices) == 16, "struct pkt_ctrl_command.num_devices");
_Static_assert(offsetof(struct pkt_ctrl_command, command) == 0, "struct pkt_ctrl_command.command");
_Static_assert(offsetof(struct pkt_ctrl_command, padding) == 20, "struct pkt_ctrl_command.padding");
_Static_assert(offsetof(struct pkt_ctrl_command, dev) == 8, "struct pkt_ctrl_command.dev");
