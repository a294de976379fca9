#include <stddef.h>
#include <linux/android/binderfs.h>
_Static_assert(sizeof(struct binderfs_device) == 264, "struct binderfs_device");
_Static_assert(offsetof(struct binderfs_device, major) == 256, "struct binderfs_device.major");
_Static_assert(offsetof(struct binderfs_device, name) == 0, "struct binderfs_device.name");
_Static_assert(offsetof(struct binderfs_device, minor) == 260, "struct binderfs_device.minor");
