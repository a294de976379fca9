#!/bin/sh
# The IIO and platform tables of issue 13's coverage work, on
# tests/fixtures/channels13: ext_info names in brackets (IIO_ENUM()),
# labels of an iio_info with .read_label and .read_event_label, channel
# numbers of an enum or a #define, channels in a chip table (.channel =
# {...}, .channel[0] = ..., a compound literal), the events of another
# file of the driver, channel macros in a header of the driver's own, an
# array a macro declares (DECLARE_AD5064_CHANNELS()), and mlxreg-io's
# files named by the labels of a platform's table.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
F=tests/fixtures/channels13

test_expect_success 'the attributes, by name' '
	abiwatch scan -k sysfs $F 2>/dev/null >"$TRASH/scan" &&
	test_cmp "$EXPECT/t0131-scan.txt" "$TRASH/scan"
'

test_expect_success 'IIO_ENUM(): powerdown_mode, shared _available' '
	grep -q "^sysfs out_voltage1_powerdown_mode (drivers/iio/dac/fxd) " "$TRASH/scan" &&
	grep -q "^sysfs out_voltage_powerdown_mode_available (drivers/iio/dac/fxd) " "$TRASH/scan"
'

test_expect_success 'channel numbers of an enum and a define; labels' '
	grep -q "^sysfs out_voltage5_raw (drivers/iio/dac/fxd) " "$TRASH/scan" &&
	grep -q "^sysfs in_temp7_label (drivers/iio/dac/fxd) " "$TRASH/scan" &&
	grep -q "^sysfs events/in_voltage1_thresh_rising_label (drivers/iio/adc/fxa) " "$TRASH/scan"
'

test_expect_success 'a chip table; events of another file; a header macro' '
	grep -q "^sysfs in_voltage9_raw (drivers/iio/adc/fxa) " "$TRASH/scan" &&
	grep -q "^sysfs in_voltage5_raw (drivers/iio/adc/fxa) " "$TRASH/scan" &&
	grep -q "^sysfs events/in_voltage0_thresh_rising_en (drivers/iio/adc/fxa) " "$TRASH/scan"
'

test_expect_success 'an array declared by a macro of the file' '
	grep -q "^sysfs out_voltage1_raw (drivers/iio/dac/fxe) " "$TRASH/scan"
'

test_expect_success 'mlxreg-io: entries with a mode only' '
	abiwatch scan -v -k sysfs $F >"$TRASH/v" &&
	item_attrs "$TRASH/v" "sysfs cpld1_version (drivers/platform/x86/fxm-platform)" |
		grep -qx "	framework: mlxreg-io" &&
	! grep -q "psu1" "$TRASH/scan"
'

test_expect_success 'identical across thread counts' '
	abiwatch scan -j1 -f json -k sysfs $F >"$TRASH/j1" &&
	abiwatch scan -j2 -f json -k sysfs $F >"$TRASH/j2" &&
	test_cmp "$TRASH/j1" "$TRASH/j2"
'

test_done
