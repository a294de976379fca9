#include <stddef.h>
#include <linux/i2c-dev.h>
_Static_assert(sizeof(struct i2c_rdwr_ioctl_data) == 16, "struct i2c_rdwr_ioctl_data");
_Static_assert(offsetof(struct i2c_rdwr_ioctl_data, nmsgs) == 8, "struct i2c_rdwr_ioctl_data.nmsgs");
_Static_assert(offsetof(struct i2c_rdwr_ioctl_data, msgs) == 0, "struct i2c_rdwr_ioctl_data.msgs");
_Static_assert(sizeof(struct i2c_smbus_ioctl_data) == 16, "struct i2c_smbus_ioctl_data");
_Static_assert(offsetof(struct i2c_smbus_ioctl_data, size) == 4, "struct i2c_smbus_ioctl_data.size");
_Static_assert(offsetof(struct i2c_smbus_ioctl_data, data) == 8, "struct i2c_smbus_ioctl_data.data");
_Static_assert(offsetof(struct i2c_smbus_ioctl_data, read_write) == 0, "struct i2c_smbus_ioctl_data.read_write");
_Static_assert(offsetof(struct i2c_smbus_ioctl_data, command) == 1, "struct i2c_smbus_ioctl_data.command");
