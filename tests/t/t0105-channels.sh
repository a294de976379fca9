#!/bin/sh
# sysfs attributes that IIO, hwmon and power_supply name from a driver's
# tables (tests/fixtures/channels): channel specs through local and header
# macros, events, ext_info, scan elements, differential and indexed
# channels; a hwmon driver converted from SENSOR_DEVICE_ATTR to channel
# info keeps its items.
. "$(dirname "$0")/lib.sh"

F=$FIXTURES/channels

test_expect_success 'the attributes the frameworks build, by name' '
	abiwatch scan -k sysfs $F/new 2>/dev/null | grep "^sysfs " >scan.txt &&
	test_cmp "$EXPECT/t0105-scan.txt" scan.txt
'

test_expect_success 'hwmon converted to channel info: changed, not removed' '
	abiwatch diff -k sysfs $F/old $F/new >diff.txt; [ $? = 1 ] &&
	grep -v "^---\|^+++" diff.txt >body &&
	test_cmp "$EXPECT/t0105-diff.txt" body
'

test_expect_success 'the framework is an attribute of the item' '
	abiwatch scan -v -k sysfs $F/new >v.txt &&
	grep -A3 "^sysfs in_voltage1-voltage2_raw (drivers/iio/accel/fxs)" v.txt |
		grep -qx "	framework: iio"
'

test_expect_success 'identical across thread counts' '
	abiwatch scan -j1 -f json -k sysfs $F/new >j1 &&
	abiwatch scan -j2 -f json -k sysfs $F/new >j2 && test_cmp j1 j2
'

test_done
