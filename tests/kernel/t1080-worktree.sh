#!/bin/sh
# The working tree of a kernel clone as a side, read again: the clone that
# bench/make-worktree.sh makes of the bare repository (v6.12 checked out).
# Whether its inventory comes from the scan, from the cache whole, or from
# the cache around an edited driver, it is the inventory of the unpacked
# linux-source-6.12 tree, and the answer the one without a cache.
. "$(dirname "$0")/../t/lib.sh"

WT=$KERNELS/worktree-6.12
NEW=$KERNELS/linux-source-6.12

test_expect_success 'the clone is made, or put back as checked out' '
	ABIWATCH_KERNELS=$KERNELS "$ROOT/bench/make-worktree.sh" >/dev/null &&
	[ -f "$WT/.git/abiwatch-complete" ] &&
	test -z "$(git -C "$WT" status --porcelain)"
'

# Only the "source" of the first line differs.
same_inventory() {
	sed 1d "$1" >a.body && sed 1d "$2" >b.body && cmp a.body b.body
}

test_expect_success 'a first scan of the clone is the scan of the tree' '
	ABIWATCH_CACHE=off abiwatch scan -f json "$NEW" >tree.json &&
	ABIWATCH_TRACE=1 abiwatch scan -f json "$WT" >first.json 2>trace &&
	# 59,044 files some extractor wants (58,424 before the documentation,
	# deprecation and channel readers).
	cat trace &&
	grep -q "^abiwatch: trace: .*worktree-6.12: 59044 files, 59044 read; 0 in the cache, 0 of them read again; 59044 by the index; 0 of 7 finish steps given again$" trace &&
	same_inventory tree.json first.json
'

test_expect_success 'the second, from the cache whole, is the same' '
	ABIWATCH_TRACE=1 abiwatch scan -f json "$WT" >second.json 2>trace &&
	grep -q "worktree-6.12: 59044 files, 0 read; the inventory in the cache$" trace &&
	cmp first.json second.json
'

# An edited driver is read alone, and the inventory of the scan that
# packed the rows is patched with what it gives now: module-param's
# finish step runs again on the rows' kept parts, since the driver kept a
# new parameter for it (t0210 has the rules).
test_expect_success 'an edited driver: the answer without the cache' '
	cp "$WT/drivers/net/dummy.c" dummy.c.orig &&
	printf "\nstatic int t1080;\nmodule_param(t1080, int, 0644);\n" >>"$WT/drivers/net/dummy.c" &&
	ABIWATCH_TRACE=1 abiwatch scan -f json "$WT" >edited.json 2>trace;
	s=$?; ABIWATCH_CACHE=off abiwatch scan -f json "$WT" >edited.off;
	cp dummy.c.orig "$WT/drivers/net/dummy.c" && git -C "$WT" status --porcelain >status &&
	cat trace && test $s = 0 && [ ! -s status ] &&
	grep -q "worktree-6.12: 59044 files, 1 read; 59043 by the index; the inventory of the directory.s rows, 1 files since, 1 finish steps again$" trace &&
	cmp edited.off edited.json &&
	grep -q "\"dummy.t1080\"" edited.json
'

test_done
