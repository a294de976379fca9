#include <stddef.h>
#include <linux/i2c.h>
_Static_assert(sizeof(struct i2c_msg) == 16, "struct i2c_msg");
_Static_assert(offsetof(struct i2c_msg, len) == 4, "struct i2c_msg.len");
_Static_assert(offsetof(struct i2c_msg, buf) == 8, "struct i2c_msg.buf");
_Static_assert(offsetof(struct i2c_msg, flags) == 2, "struct i2c_msg.flags");
_Static_assert(offsetof(struct i2c_msg, addr) == 0, "struct i2c_msg.addr");
_Static_assert(sizeof(union i2c_smbus_data) == 34, "union i2c_smbus_data");
_Static_assert(offsetof(union i2c_smbus_data, byte) == 0, "union i2c_smbus_data.byte");
_Static_assert(offsetof(union i2c_smbus_data, block) == 0, "union i2c_smbus_data.block");
_Static_assert(offsetof(union i2c_smbus_data, word) == 0, "union i2c_smbus_data.word");
