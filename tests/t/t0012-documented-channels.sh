#!/bin/sh
# Attributes that a framework builds from a driver's table (sysfs-
# channels.c) are documented by Documentation/ABI as any other sysfs
# item.  Their kind is a string of another file than the extractor
# table's: the match was once by the strings' addresses, right only
# where the linker merged equal literals (gcc -O2), so that under
# clang's AddressSanitizer no channel attribute was documented.
. "$(dirname "$0")/lib.sh"

cp -R "$ROOT/tests/fixtures/channels/new" tree &&
mkdir -p tree/Documentation/ABI/testing &&
cat >tree/Documentation/ABI/testing/sysfs-bus-iio <<'ABI'
What:		/sys/bus/iio/devices/iio:deviceX/in_accel_x_raw
What:		/sys/bus/iio/devices/iio:deviceX/in_accel_y_raw
KernelVersion:	2.6.35
Contact:	linux-iio@vger.kernel.org
Description:
		Raw acceleration.

What:		/sys/class/hwmon/hwmonX/inY_input
KernelVersion:	2.6.0
Contact:	linux-hwmon@vger.kernel.org
Description:
		Voltage input.
ABI

test_expect_success 'channel attributes are documented by their What: lines' '
	abiwatch scan -v -k sysfs,doc-abi tree >out 2>err &&
	item_attrs out "sysfs in_accel_x_raw (drivers/iio/accel/fxs)" |
	grep -qx "	@documented: testing (Documentation/ABI/testing/sysfs-bus-iio), by name" &&
	item_attrs out "sysfs in_accel_y_raw (drivers/iio/accel/fxs)" |
	grep -qx "	@documented: testing (Documentation/ABI/testing/sysfs-bus-iio), by name" &&
	item_attrs out "sysfs in0_input (drivers/hwmon/fxt)" |
	grep -qx "	@documented: testing (Documentation/ABI/testing/sysfs-bus-iio), by name" &&
	item_attrs out "sysfs in_accel_z_raw (drivers/iio/accel/fxs)" |
	grep -qx "	@documented: no"
'

test_done
