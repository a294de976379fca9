#!/bin/sh
# sysfs attributes that IIO, hwmon and power_supply build from drivers'
# tables, between Debian's 6.1 and 6.12 trees (sysfs-channels.c).
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12

abiwatch scan -v -k sysfs $NEW >scan.txt 2>scan.err
abiwatch diff -k sysfs $OLD $NEW >diff.txt 2>diff.err

test_expect_success 'IIO channel attributes through a driver macro' '
	item_attrs scan.txt "sysfs in_accel_x_raw (drivers/iio/accel/mma8452)" |
		grep -qx "	framework: iio" &&
	grep -q "^sysfs events/in_accel_x_mag_rising_en (drivers/iio/accel/mma8452) " scan.txt &&
	grep -q "^sysfs scan_elements/in_accel_x_en (drivers/iio/accel/mma8452) " scan.txt
'

test_expect_success 'hwmon channel info and power_supply properties' '
	grep -q "^sysfs temp1_input (drivers/hwmon/intel-m10-bmc-hwmon) " scan.txt &&
	grep -c "	framework: hwmon" scan.txt >n && [ "$(cat n)" -gt 3000 ] &&
	grep -q "^sysfs voltage_now (drivers/power/supply/bq27xxx_battery) " scan.txt
'

# Measured: 6.1 -> 6.12 sysfs was 1,955 added and 904 removed before
# sysfs-channels.c, and is 4,001 added and 627 removed with it: hwmon
# drivers converted to channel info no longer read as removals; the added
# are the channel attributes of drivers new or grown since 6.1.  Bands of
# about 2% for small changes in what is read.
# 3,859 added and 485 removed with the moves of drivers paired (t1096);
# 3,922 and 396 with the fixes of the precision sample (t0130): events/
# directories and lower-case wrappers give items to both trees, perf
# drivers moved to drivers/perf/ and attributes the cores took over are
# changes.
test_expect_success 'the diff: removals down from 904, additions in band' '
	grep "^sysfs: [0-9]* added" diff.txt >sum &&
	add=$(sed "s/sysfs: \([0-9]*\) added.*/\1/" sum) &&
	rem=$(sed "s/.* \([0-9]*\) removed.*/\1/" sum) &&
	[ "$rem" -le 410 ] && [ "$rem" -ge 385 ] &&
	[ "$add" -ge 3890 ] && [ "$add" -le 3950 ]
'

test_done
