#!/bin/sh
# Files that only changed form, end to end on tests/fixtures/files20: a
# sysfs attribute that moved to another file of its driver, or that a bus
# asks the driver core for (.driver_override = true), is one change; a
# sysctl whose directory the old file didn't tell is one change;
# /proc/PID entries come from fs/proc/base.c's pid_entry tables, and its
# local ATTR() is not a sysfs wrapper.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/files20/old
NEW=tests/fixtures/files20/new

test_expect_success 'the diff is the expected one' '
	abiwatch diff -v $OLD $NEW >"$TRASH/out";
	test $? = 1 &&
	test_cmp "$EXPECT/files20-diff.txt" "$TRASH/out"
'

test_expect_success 'moves within a driver, and to the driver core by a bus flag, are changes' '
	grep -qx "~ serial (drivers/nvme/sysfs) drivers/nvme/sysfs.c:5" "$TRASH/out" &&
	grep -qx "	name: serial (drivers/nvme/core) -> serial (drivers/nvme/sysfs)" "$TRASH/out" &&
	grep -qx "	name: driver_override (drivers/pci/pci-sysfs) -> driver_override (drivers/pci/pci-driver)" "$TRASH/out"
'

test_expect_success 'two drivers of one directory with other functions are no move' '
	grep -q "^- temp1_input (drivers/hwmon/foo) " "$TRASH/out" &&
	grep -q "^+ temp1_input (drivers/hwmon/bar) " "$TRASH/out"
'

test_expect_success 'a sysctl of unknown directory that became known is one change' '
	grep -qx "	name: /proc/sys/?/maxkeys (security/keys/sysctl.c) -> /proc/sys/kernel/keys/maxkeys" "$TRASH/out" &&
	! grep -q "^[-+] /proc/sys/" "$TRASH/out"
'

test_expect_success 'the JSON diff says both names, and the old file' '
	abiwatch diff -f json --kind sysfs $OLD $NEW >"$TRASH/json";
	jq -r ".changes[] | select(.change == \"changed\") |
		[.old.file, .new.file, (.diff[0] | .attr, .old, .new)] | @tsv" \
		"$TRASH/json" >"$TRASH/moves" &&
	grep -qx "drivers/nvme/core.c	drivers/nvme/sysfs.c	name	serial (drivers/nvme/core)	serial (drivers/nvme/sysfs)" "$TRASH/moves" &&
	test "$(wc -l <"$TRASH/moves")" = 3
'

test_expect_success 'scan: /proc/PID entries with their paths, none as sysfs' '
	abiwatch scan -v $NEW >"$TRASH/scan" &&
	test_cmp "$EXPECT/files20-scan.txt" "$TRASH/scan" &&
	grep -q "^procfs /proc/PID/task/TID/attr/smack/current " "$TRASH/scan" &&
	grep -q "^procfs /proc/?/lost (fs/proc/base.c) " "$TRASH/scan" &&
	! grep -q "^sysfs .*fs/proc/base" "$TRASH/scan" &&
	grep -q "^sysfs leaky (drivers/other/leak) " "$TRASH/scan"
'

test_expect_success 'the diff is identical across thread counts' '
	abiwatch diff -j 1 -f json $OLD $NEW >"$TRASH/j1";
	abiwatch diff -j 2 -f json $OLD $NEW >"$TRASH/j2";
	test_cmp "$TRASH/j1" "$TRASH/j2"
'

test_done
