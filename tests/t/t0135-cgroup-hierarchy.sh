#!/bin/sh
# The hierarchy of every cgroup file (tests/fixtures/pfiles/cgroup): the
# core's own arrays by the table of css_populate_dir(), an array that is
# both a .legacy_cftypes and a .dfl_cftypes, a .dfl_cftypes assigned at
# boot (debug), and a controller's v1 .legacy_name (io is blkio on v1).
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/pfiles/cgroup

test_expect_success 'cgroup: every item with its hierarchy' '
	abiwatch scan -v -k cgroup $TREE >"$TRASH/out" 2>/dev/null &&
	test_cmp "$EXPECT/t0135-cgroup.txt" "$TRASH/out"
'

test_expect_success 'cgroup: a core v2 file also in a v1 controller is both' '
	item_attrs "$EXPECT/t0135-cgroup.txt" "cgroup cpu.stat.local" |
		grep -qx "	hierarchy: v1 | v2"
'

test_expect_success 'cgroup: one array for both hierarchies is both' '
	item_attrs "$EXPECT/t0135-cgroup.txt" "cgroup pids.max" |
		grep -qx "	hierarchy: v1 | v2"
'

test_expect_success 'cgroup: debug files assigned at boot carry the prefix' '
	item_attrs "$EXPECT/t0135-cgroup.txt" "cgroup debug.csses" |
		grep -qx "	hierarchy: v2" &&
	! grep -q "^cgroup csses " "$EXPECT/t0135-cgroup.txt"
'

test_expect_success 'cgroup: the io controller is blkio on v1' '
	grep -q "^cgroup blkio.reset_stats " "$EXPECT/t0135-cgroup.txt" &&
	! grep -q "^cgroup io.reset_stats " "$EXPECT/t0135-cgroup.txt"
'

test_done
