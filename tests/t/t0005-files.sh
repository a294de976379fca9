#!/bin/sh
# The file-shaped ABIs end to end on tests/fixtures/files: sysfs through
# the tree's own wrapper macros, configfs, procfs, sysctl, debugfs and
# cgroup files.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/files
FILES=sysfs,configfs,procfs,sysctl,debugfs,cgroup

test_expect_success 'scan lists every form with its attributes' '
	abiwatch scan -v $TREE >"$TRASH/out" &&
	test_cmp "$EXPECT/files-scan.txt" "$TRASH/out"
'

test_expect_success 'sysfs: DEVICE_ATTR_RO through device.h, in its group' '
	grep -A3 "^sysfs serial (drivers/widget/widget-core) " "$EXPECT/files-scan.txt" >"$TRASH/out" &&
	grep -qx "	group: widget_group" "$TRASH/out" &&
	grep -qx "	mode: 0444" "$TRASH/out" &&
	grep -qx "	show: serial_show" "$TRASH/out"
'

test_expect_success 'sysfs: a subsystem wrapper two levels deep, with ##' '
	grep -A4 "^sysfs hw/temp1_max " "$EXPECT/files-scan.txt" >"$TRASH/out" &&
	grep -qx "	mode: 0644" "$TRASH/out" &&
	grep -qx "	group: widget_hw_group" "$TRASH/out"
'

test_expect_success 'sysfs: written out, through a local wrapper, and links' '
	grep -q "^sysfs queue_depth (drivers/widget/widget-core) " "$EXPECT/files-scan.txt" &&
	grep -q "^sysfs version (drivers/widget/widget-core) " "$EXPECT/files-scan.txt" &&
	grep -A1 "^sysfs controller " "$EXPECT/files-scan.txt" | grep -qx "	type: link"
'

test_expect_success 'a miscdevice is not a sysfs attribute' '
	! grep -q "^sysfs widget " "$EXPECT/files-scan.txt"
'

test_expect_success 'two drivers with the same attribute are two items' '
	test "$(grep -c "^sysfs speed " "$EXPECT/files-scan.txt")" = 2
'

test_expect_success 'procfs and sysctl items are named by their paths' '
	grep -q "^procfs /proc/widget/stats/rates " "$EXPECT/files-scan.txt" &&
	grep -q "^procfs /proc/net/widget " "$EXPECT/files-scan.txt" &&
	grep -q "^sysctl /proc/sys/kernel/widget/max_widgets " "$EXPECT/files-scan.txt" &&
	grep -q "^sysctl /proc/sys/net/widget/widget_timeout " "$EXPECT/files-scan.txt"
'

test_expect_success 'an unknown parent or path says so, with the file' '
	grep -q "^procfs /proc/?/queues (drivers/widget/widget-proc.c) " "$EXPECT/files-scan.txt" &&
	grep -q "^sysctl /proc/sys/?/orphan (net/widget/sysctl.c) " "$EXPECT/files-scan.txt"
'

test_expect_success 'debugfs items are marked unstable' '
	test "$(grep -c "^debugfs " "$EXPECT/files-scan.txt")" = \
	     "$(grep -c "	stability: unstable" "$EXPECT/files-scan.txt")"
'

test_expect_success 'cgroup files carry their controller, unless NO_PREFIX' '
	grep -q "^cgroup widget.max " "$EXPECT/files-scan.txt" &&
	grep -q "^cgroup widget.limit_in_bytes " "$EXPECT/files-scan.txt" &&
	grep -q "^cgroup widget.pressure " "$EXPECT/files-scan.txt"
'

test_expect_success 'a definition that moves within its file is no change' '
	rm -rf "$TRASH/moved" && cp -R $TREE "$TRASH/moved" &&
	f="$TRASH/moved/drivers/widget/widget-core.c" &&
	grep -v "^static DEVICE_ATTR_RO(serial);" "$f" >"$f.new" &&
	echo "static DEVICE_ATTR_RO(serial);" >>"$f.new" && mv "$f.new" "$f" &&
	test_status 0 abiwatch diff -k $FILES $TREE "$TRASH/moved" >"$TRASH/out"
'

test_expect_success 'a changed mode is a change' '
	rm -rf "$TRASH/mode" && cp -R $TREE "$TRASH/mode" &&
	sed -i "s/DEVICE_ATTR(label, 0664/DEVICE_ATTR(label, 0644/" \
		"$TRASH/mode/drivers/widget/widget-core.c" &&
	test_status 1 abiwatch diff -k sysfs $TREE "$TRASH/mode" >"$TRASH/out" &&
	grep -qx "~ hw/label (drivers/widget/widget-core) drivers/widget/widget-core.c:10" "$TRASH/out" &&
	grep -qx "	mode: 0664 -> 0644" "$TRASH/out"
'

test_done
