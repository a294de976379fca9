#!/bin/sh
# Items of unknown directory, "/sys/kernel/debug/?/NAME (FILE)", whose
# source file moved (tests/fixtures/pfiles/moves) are one item that
# changed its name, not one removed and one added: a directory that
# moved (drivers/misc -> drivers/accel), a file renamed in its directory
# (einj.c -> einj-core.c), moved beside or below its directory, a file
# that became a directory, and genpd's move to drivers/pmdomain/.  A name
# that another file of the directory makes now (mt76's rate_txpower),
# and another driver's file of one name, stay a removal and an addition.
# A procfs directory renamed behind a compatibility symlink (fscache's,
# now netfs's) keeps its files, each with its old path as "alias".
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
M=tests/fixtures/pfiles/moves

test_expect_success 'moved files: the diff pairs their items' '
	test_status 1 abiwatch diff -v $M/old $M/new >"$TRASH/out" 2>/dev/null &&
	test_cmp "$EXPECT/t0137-moves.txt" "$TRASH/out"
'

test_expect_success 'moved files: each move is one changed item' '
	for n in addr error_type periodic smu_fw_info; do
		grep -q "^~ /sys/kernel/debug/?/$n " "$EXPECT/t0137-moves.txt" ||
			return 1
	done &&
	grep -q "^~ /proc/?/stats " "$EXPECT/t0137-moves.txt"
'

test_expect_success 'moved files: a run-time directory named from another word' '
	grep -A1 "^~ /sys/kernel/debug/pm_genpd/<dev>/idle_states " "$EXPECT/t0137-moves.txt" |
		grep -qx "	name: /sys/kernel/debug/pm_genpd/<name>/idle_states -> /sys/kernel/debug/pm_genpd/<dev>/idle_states"
'

test_expect_success 'moved files: other files of one name stay apart' '
	grep -q "^- /sys/kernel/debug/?/rate_txpower " "$EXPECT/t0137-moves.txt" &&
	grep -q "^+ /sys/kernel/debug/?/rate_txpower " "$EXPECT/t0137-moves.txt" &&
	grep -q "^- /sys/kernel/debug/?/registers " "$EXPECT/t0137-moves.txt" &&
	grep -q "^+ /sys/kernel/debug/?/registers " "$EXPECT/t0137-moves.txt"
'

test_expect_success 'procfs: a directory renamed behind a symlink moved' '
	for n in caches stats; do
		grep -A1 "^~ /proc/fs/netfs/$n " "$EXPECT/t0137-moves.txt" |
			grep -qx "	name: /proc/fs/fscache/$n -> /proc/fs/netfs/$n" ||
			return 1
	done &&
	grep -q "^+ /proc/fs/netfs/requests " "$EXPECT/t0137-moves.txt" &&
	! grep -q "^- /proc/fs/fscache/" "$EXPECT/t0137-moves.txt"
'

test_expect_success 'procfs: /proc/net, a link to self/net, aliases nothing' '
	abiwatch scan -v -k procfs $M/new >"$TRASH/scan" 2>/dev/null &&
	grep -q "^procfs /proc/net/dev " "$TRASH/scan" &&
	! item_attrs "$TRASH/scan" "procfs /proc/net/dev" | grep -q alias
'

test_done
