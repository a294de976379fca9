#include <stddef.h>
#include <linux/mii.h>
_Static_assert(sizeof(struct mii_ioctl_data) == 8, "struct mii_ioctl_data");
_Static_assert(offsetof(struct mii_ioctl_data, phy_id) == 0, "struct mii_ioctl_data.phy_id");
_Static_assert(offsetof(struct mii_ioctl_data, val_in) == 4, "struct mii_ioctl_data.val_in");
_Static_assert(offsetof(struct mii_ioctl_data, val_out) == 6, "struct mii_ioctl_data.val_out");
_Static_assert(offsetof(struct mii_ioctl_data, reg_num) == 2, "struct mii_ioctl_data.reg_num");
