#!/bin/sh
# procfs and sysctl paths (tests/fixtures/pfiles/procfs): a subsystem's own
# struct field named proc_net is its own directory, not /proc/net
# (rxrpc's rxnet->proc_net is /proc/net/rxrpc); net->proc_net_stat is
# /proc/net/stat; a KUnit test's tables are no ABI, and a file that only
# includes kunit/test.h is no test.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/pfiles/procfs

test_expect_success 'procfs: every path as user space opens it' '
	abiwatch scan -v -k procfs,sysctl $TREE >"$TRASH/out" 2>/dev/null &&
	test_cmp "$EXPECT/t0136-procfs.txt" "$TRASH/out"
'

test_expect_success 'procfs: a field set from proc_net_mkdir() is followed' '
	grep -q "^procfs /proc/net/rxrpc/bundles " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^procfs /proc/net/rxrpc/stats " "$EXPECT/t0136-procfs.txt" &&
	! grep -q "^procfs /proc/net/bundles " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'procfs: net->proc_net_stat is /proc/net/stat' '
	grep -q "^procfs /proc/net/stat/rt_cache " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^procfs /proc/net/rt_cache " "$EXPECT/t0136-procfs.txt"
'

test_expect_success 'sysctl: a KUnit test registers nothing user space sees' '
	! grep -q "^sysctl " "$EXPECT/t0136-procfs.txt" &&
	grep -q "^procfs /proc/slabinfo mm/slub.c" "$EXPECT/t0136-procfs.txt"
'

test_done
