#!/bin/sh
# A working tree edited after its files' rows were packed: the inventory
# of the scan that packed them is patched with what the edited files, and
# the finish steps they feed, give now, when every item that changes is
# made of one fact and of a kind that no annotator reads whole; else the
# tree is built again from the rows.  A patched inventory is kept, as a
# built one is: the run after it, with nothing changed, takes it whole.
# The answer is always the one without a cache.
. "$(dirname "$0")/lib.sh"

use_git
F=$FIXTURES

# patched R E S: the trace says the inventory was patched, R files read,
# E edited since the rows, S finish steps run again.
patched() {
	grep -qx "abiwatch: trace: repo: $N files, $1 read; [0-9]* by the index; the inventory of the directory's rows, $2 files since, $3 finish steps again" trace
}

# built: the trace says the tree was built again from the rows.
built() {
	grep -q "from the directory.s rows; " trace
}

fixture_repo repo report/new docs/new || exit 1
settle
G=repo/drivers/gizmo/gizmo.c

test_expect_success 'the first scan packs the rows, the second takes the inventory' '
	trace repo &&
	N=$(sed -n "s/^abiwatch: trace: repo: \([0-9]*\) files.*/\1/p" trace) &&
	test "$N" -gt 10 &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: $N files, 0 read; the inventory in the cache" trace
'
N=$(ABIWATCH_TRACE=1 abiwatch scan repo 2>&1 >/dev/null |
    sed -n "s/^abiwatch: trace: repo: \([0-9]*\) files.*/\1/p")

test_expect_success 'a module parameter added: patched, its finish step again' '
	printf "\nstatic int extra;\nmodule_param(extra, int, 0644);\n" >>$G &&
	settle &&
	trace repo && patched 1 1 1 &&
	same repo && grep -q "gizmo.extra" with.json &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: $N files, 0 read; the inventory in the cache" trace
'

test_expect_success 'a parameter taken out and lines moved: patched' '
	sed -i -e "/module_param(quiet/d" -e "/module_param(debug/i /* moved */" \
		$G &&
	settle &&
	trace repo && patched 1 1 1 &&
	same repo && ! grep -q "gizmo.quiet" with.json
'

test_expect_success 'the edits undone: the inventory in the cache again' '
	git -C repo checkout -q drivers/gizmo/gizmo.c &&
	settle && git -C repo update-index -q --refresh &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: $N files, 0 read; the inventory in the cache" trace &&
	same repo
'

test_expect_success 'a uapi constant added, and a file edited where no fact is: patched' '
	printf "#define GIZMO_EXTRA 7\n" >>repo/include/uapi/linux/gizmo.h &&
	printf "/* nothing */\n" >>repo/kernel/gizmo.c &&
	settle &&
	trace repo && patched 2 2 1 &&
	same repo && grep -q "GIZMO_EXTRA" with.json
'

test_expect_success 'a patched inventory kept, damaged: said, and built' '
	sqlite3 "$ABIWATCH_CACHE" "UPDATE tree SET packed = x'"'"'6162'"'"' WHERE key LIKE '"'"'% patched'"'"'" &&
	ABIWATCH_TRACE=1 abiwatch scan repo >/dev/null 2>err &&
	cat err &&
	grep -qx "abiwatch: warning: cache: the patched inventory of .*/repo can.t be read: reading it" err &&
	same repo && grep -q "GIZMO_EXTRA" with.json
'

test_expect_success 'the inventory the rows go with gone from the cache: built again' '
	sqlite3 "$ABIWATCH_CACHE" "DELETE FROM tree WHERE key IN (SELECT key FROM root WHERE root LIKE \"% patch-base\")" &&
	printf "#define GIZMO_MORE 8\n" >>repo/include/uapi/linux/gizmo.h &&
	settle &&
	trace repo && built &&
	same repo && grep -q "GIZMO_MORE" with.json
'

# sysfs attributes are matched with the ABI files' What: lines, which
# count the files they match: not patched.
test_expect_success 'a sysfs attribute moved: built again' '
	sed -i "1i /* first */" $G &&
	settle &&
	trace repo && built &&
	same repo
'

test_expect_success 'an ABI file edited: built again' '
	git -C repo checkout -q . &&
	printf "\nWhat:\t\t/sys/class/gizmo/extra\nDescription:\tx\n" \
		>>repo/Documentation/ABI/testing/sysfs-class-gizmo &&
	settle &&
	trace repo && built &&
	same repo
'

test_expect_success 'a file added: built again' '
	git -C repo checkout -q . &&
	printf "static int added;\nmodule_param(added, int, 0);\n" \
		>repo/drivers/gizmo/added.c &&
	settle &&
	trace repo && built &&
	same repo && grep -q "added" with.json
'

# With --man the inventory is kept as scanned, not annotated: its rows
# name no inventory to patch, and the scan after them annotates.
test_expect_success 'rows packed by a scan with --man: built again' '
	rm -rf man.sqlite* && git -C repo checkout -q . &&
	rm -f repo/drivers/gizmo/added.c && settle &&
	ABIWATCH_CACHE=$TRASH/man.sqlite abiwatch scan --man "$F/docs/man" repo >/dev/null &&
	printf "\nstatic int extra;\nmodule_param(extra, int, 0644);\n" >>$G &&
	settle &&
	ABIWATCH_CACHE=$TRASH/man.sqlite ABIWATCH_TRACE=1 abiwatch scan repo \
		>/dev/null 2>trace &&
	built &&
	ABIWATCH_CACHE=$TRASH/man.sqlite abiwatch scan -f json repo >with.json &&
	ABIWATCH_CACHE=off abiwatch scan -f json repo >without.json &&
	test_cmp without.json with.json &&
	git -C repo checkout -q .
'

test_expect_success 'the diff of a patched tree is the diff without the cache' '
	printf "\nstatic int extra;\nmodule_param(extra, int, 0644);\n" >>$G &&
	settle &&
	abiwatch diff -f json "$F/docs/old" repo >with.json;
	test $? = 1 &&
	ABIWATCH_CACHE=off abiwatch diff -f json "$F/docs/old" repo \
		>without.json;
	test $? = 1 &&
	test_cmp without.json with.json
'

test_done
