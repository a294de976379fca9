#!/bin/sh
# abiwatch scan --removal-candidates: the deprecation warnings, and the
# Documentation/ABI/obsolete entries (doc-abi items) where the inventory
# has them, each with when it was marked.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/deprecation

test_expect_success 'a tree without doc-abi items: its warnings alone' '
	abiwatch scan --removal-candidates $TREE >"$TRASH/out" &&
	[ "$(grep -c "^deprecation " "$TRASH/out")" = 9 ] &&
	! grep -q "^boot-param\|^ioctl\|^syscall" "$TRASH/out"
'

# A saved inventory with two doc-abi entries, as the doc-abi kind writes
# them: one obsolete, one testing.
test_expect_success 'obsolete entries listed and dated, their warnings too' '
	abiwatch scan -f json $TREE >"$TRASH/inv.json" &&
	sed -i "s|^\"items\":\\[\$|&\\
{\"kind\":\"doc-abi\",\"name\":\"/sys/class/widget/legacy_mode\",\"file\":\"Documentation/ABI/obsolete/sysfs-widget\",\"line\":1,\"attrs\":{\"date\":\"March 2024\",\"kernel-version\":\"6.9\",\"status\":\"obsolete\",\"what\":\"/sys/class/widget/legacy_mode\"}},\\
{\"kind\":\"doc-abi\",\"name\":\"/sys/class/widget/mode\",\"file\":\"Documentation/ABI/testing/sysfs-widget\",\"line\":1,\"attrs\":{\"date\":\"March 2024\",\"status\":\"testing\"}},|" "$TRASH/inv.json" &&
	abiwatch scan -v --removal-candidates "$TRASH/inv.json" >"$TRASH/out" &&
	item_attrs "$TRASH/out" "doc-abi /sys/class/widget/legacy_mode" | grep -qx "	@marked: March 2024, kernel 6.9" &&
	! grep -q "^doc-abi /sys/class/widget/mode " "$TRASH/out" &&
	item_attrs "$TRASH/out" "deprecation legacy_mode is" |
		grep -qx "	@marked: March 2024, kernel 6.9 (/sys/class/widget/legacy_mode)"
'

# With the doc-abi kind scanning Documentation/ABI itself.
test_expect_success 'an obsolete Documentation/ABI entry of a tree is dated' '
	abiwatch scan -v --removal-candidates "$FIXTURES/docs/new" >"$TRASH/out2" &&
	grep -q "^doc-abi /sys/class/gizmo/<dev>/legacy " "$TRASH/out2" &&
	item_attrs "$TRASH/out2" "doc-abi /sys/class/gizmo/<dev>/legacy" |
		grep -qx "	@marked: May 2023, kernel 6.5"
'

test_done
