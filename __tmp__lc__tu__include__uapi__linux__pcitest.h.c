#include <stddef.h>
#include <linux/pcitest.h>
_Static_assert(sizeof(struct pci_endpoint_test_xfer_param) == 16, "struct pci_endpoint_test_xfer_param");
_Static_assert(offsetof(struct pci_endpoint_test_xfer_param, size) == 0, "struct pci_endpoint_test_xfer_param.size");
_Static_assert(offsetof(struct pci_endpoint_test_xfer_param, flags) == 8, "struct pci_endpoint_test_xfer_param.flags");
