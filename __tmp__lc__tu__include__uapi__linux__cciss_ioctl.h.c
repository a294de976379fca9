#include <stddef.h>
#include <linux/cciss_ioctl.h>
_Static_assert(sizeof(struct _LogvolInfo_struct) == 12, "struct _LogvolInfo_struct");
_Static_assert(offsetof(struct _LogvolInfo_struct, num_opens) == 4, "struct _LogvolInfo_struct.num_opens");
_Static_assert(offsetof(struct _LogvolInfo_struct, LunID) == 0, "struct _LogvolInfo_struct.LunID");
_Static_assert(offsetof(struct _LogvolInfo_struct, num_parts) == 8, "struct _LogvolInfo_struct.num_parts");
_Static_assert(sizeof(struct _cciss_coalint_struct) == 8, "struct _cciss_coalint_struct");
_Static_assert(offsetof(struct _cciss_coalint_struct, delay) == 0, "struct _cciss_coalint_struct.delay");
_Static_assert(offsetof(struct _cciss_coalint_struct, count) == 4, "struct _cciss_coalint_struct.count");
_Static_assert(sizeof(struct _cciss_pci_info_struct) == 8, "struct _cciss_pci_info_struct");
_Static_assert(offsetof(struct _cciss_pci_info_struct, board_id) == 4, "struct _cciss_pci_info_struct.board_id");
_Static_assert(offsetof(struct _cciss_pci_info_struct, domain) == 2, "struct _cciss_pci_info_struct.domain");
_Static_assert(offsetof(struct _cciss_pci_info_struct, dev_fn) == 1, "struct _cciss_pci_info_struct.dev_fn");
_Static_assert(offsetof(struct _cciss_pci_info_struct, bus) == 0, "struct _cciss_pci_info_struct.bus");
