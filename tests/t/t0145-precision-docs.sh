#!/bin/sh
# The classes of wrong lines the precision sample of doc-abi and
# deprecation found (tests/kernel/precision/), on tests/fixtures/pdocs:
# a warning moved to another file of its directory, one whose argument
# the file now writes out, one printed by snd_printk(); a What: rewritten
# for the same file.  Each is one changed item, not a removal and an
# addition; a new entry of the same name is still one.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/pdocs/old
NEW=tests/fixtures/pdocs/new

test_expect_success 'diff: moved, re-expressed and re-pathed items are changes' '
	test_status 1 abiwatch diff -v -k deprecation,doc-abi $OLD $NEW >"$TRASH/out" 2>/dev/null &&
	test_cmp "$EXPECT/t0145-diff.txt" "$TRASH/out"
'

test_expect_success 'a warning moved to memcontrol-v1.c is one item' '
	grep -qx "	name: Cgroup memory moving .* (mm/memcontrol) -> .* (mm/memcontrol-v1)" "$TRASH/out" &&
	! grep -q "^[+-] Cgroup memory moving" "$TRASH/out"
'

test_expect_success 'a %s written out is the same warning; another is not' '
	grep -qx "	format: %s compatible is deprecated -> qcom,lpass-cpu-apq8016 compatible is deprecated" "$TRASH/out" &&
	grep -q "^- %d: old clock %s is obsolete" "$TRASH/out" &&
	grep -q "^+ new clock %s is obsolete too" "$TRASH/out"
'

test_expect_success 'snd_printk() is a print call' '
	grep -qx "	call: snd_printk -> dev_err" "$TRASH/out"
'

test_expect_success 'a rewritten What: is a change; an entry of a new date is new' '
	grep -q "^~ /sys/bus/event_source/devices/gizmo_ptt.*What: rewritten" "$TRASH/out" &&
	grep -q "^+ /sys/class/gizmocard/ocpN/tty/ttyNMEA " "$TRASH/out" &&
	grep -q "^- /sys/class/gizmocard/ocpN/ttyNMEA " "$TRASH/out"
'

test_done
