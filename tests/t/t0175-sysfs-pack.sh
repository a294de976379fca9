#!/bin/sh
# What the sysfs extractor keeps of a file for its finish step goes into
# the cache: a wrapper macro of a header, a file's groups and the macros
# that hide a wrapper, the tables and names of the channel frameworks
# (tests/fixtures/channels).  A scan of the next commit replays them and
# reads only the file that changed, and answers as a scan without cache.
. "$(dirname "$0")/lib.sh"

use_git

# repo: the channel drivers, a header's wrappers, a driver that uses them
# with its group, and a file whose own WIDGET_ATTR_RO() is no wrapper
# (fs/proc/base.c's ATTR()); the second commit adds a driver that uses
# the header's wrapper, the only file that a scan of it with the cache of
# the first must read.
rm -rf repo && mkdir -p repo && (
	cd repo && git init -q && git config commit.gpgsign false &&
	cp -R "$FIXTURES/channels/new/." . &&
	mkdir -p include/linux drivers/misc &&
	cat >include/linux/widget.h <<-\EOF &&
	#define WIDGET_ATTR_RW(_name) \
		struct device_attribute dev_attr_##_name = __ATTR_RW(_name)
	#define WIDGET_ATTR_RO(_name) \
		struct device_attribute dev_attr_##_name = __ATTR_RO(_name)
	EOF
	cat >drivers/misc/widget.c <<-\EOF &&
	#include <linux/widget.h>

	static WIDGET_ATTR_RW(speed);
	static WIDGET_ATTR_RO(serial);

	static struct attribute *widget_attrs[] = {
		&dev_attr_speed.attr,
		&dev_attr_serial.attr,
		NULL,
	};
	ATTRIBUTE_GROUPS(widget);
	EOF
	cat >drivers/misc/gadget.c <<-\EOF &&
	#define WIDGET_ATTR_RO(n) { #n, n }

	static const struct gadget_entry gadget_entries[] = {
		WIDGET_ATTR_RO(hidden),
	};
	EOF
	git add -A && git commit -qm one &&
	cat >drivers/misc/widget2.c <<-\EOF &&
	#include <linux/widget.h>

	static WIDGET_ATTR_RO(color);

	static struct attribute *widget2_attrs[] = {
		&dev_attr_color.attr,
		NULL,
	};
	ATTRIBUTE_GROUPS(widget2);
	EOF
	git add -A && git commit -qm two
) || exit 1

test_expect_success 'the first commit: the items kept across files' '
	abiwatch --git repo scan -v -k sysfs HEAD~1 >one.txt &&
	grep -A2 "^sysfs serial (drivers/misc/widget) " one.txt |
		grep -qx "	group: widget_group" &&
	grep -q "^sysfs in_voltage1-voltage2_raw (drivers/iio/accel/fxs) " one.txt &&
	! grep -q "hidden" one.txt &&
	ABIWATCH_CACHE=off abiwatch --git repo scan -v -k sysfs HEAD~1 >one.off &&
	test_cmp one.off one.txt
'

# The channel tables (drivers/iio/accel/fxs.c) are the same: sysfs's part.
test_expect_success 'the second commit from the cache: only the changed file read' '
	ABIWATCH_TRACE=1 abiwatch --git repo scan -f json HEAD >cached.json 2>err &&
	grep -q "^abiwatch: trace: HEAD: [0-9]* files, 1 read; [0-9]* in the cache, 0 of them read again; 6 of 7 finish steps given again, 1 in part$" err &&
	test "$(wc -l <err)" = 1
'

test_expect_success 'the same answer as without the cache' '
	ABIWATCH_CACHE=off abiwatch --git repo scan -f json HEAD >off.json &&
	test_cmp off.json cached.json &&
	grep -q "\"name\":\"color (drivers/misc/widget2)\".*\"group\":\"widget2_group\"" off.json &&
	grep -q "\"name\":\"serial (drivers/misc/widget)\".*\"group\":\"widget_group\"" off.json &&
	grep -q "\"name\":\"in_voltage1-voltage2_raw (drivers/iio/accel/fxs)\"" off.json &&
	! grep -q "hidden" off.json
'

# A third commit changes a channel table: the part is made again.
test_expect_success 'a channel table changed: sysfs part made again' '
	sed -i "s/HWMON_T_MAX, HWMON_T_INPUT)/HWMON_T_MAX, HWMON_T_INPUT, HWMON_T_INPUT)/" \
		repo/drivers/hwmon/fxt.c &&
	(cd repo && git commit -qam three) &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan -f json HEAD >three.json 2>err &&
	grep -q "^abiwatch: trace: HEAD: [0-9]* files, 1 read; [0-9]* in the cache, 0 of them read again; 6 of 7 finish steps given again$" err &&
	ABIWATCH_CACHE=off abiwatch --git repo scan -f json HEAD >three.off &&
	test_cmp three.off three.json &&
	grep -q "\"name\":\"temp3_input (drivers/hwmon/fxt)\"" three.json &&
	! grep -q "temp3_input" cached.json
'

test_done
