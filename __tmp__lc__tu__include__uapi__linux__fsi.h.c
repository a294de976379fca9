#include <stddef.h>
#include <linux/fsi.h>
_Static_assert(sizeof(struct scom_access) == 32, "struct scom_access");
_Static_assert(offsetof(struct scom_access, pib_status) == 28, "struct scom_access.pib_status");
_Static_assert(offsetof(struct scom_access, intf_errors) == 24, "struct scom_access.intf_errors");
_Static_assert(offsetof(struct scom_access, data) == 8, "struct scom_access.data");
_Static_assert(offsetof(struct scom_access, mask) == 16, "struct scom_access.mask");
_Static_assert(offsetof(struct scom_access, pad) == 29, "struct scom_access.pad");
_Static_assert(offsetof(struct scom_access, addr) == 0, "struct scom_access.addr");
