#!/bin/sh
# A first run between Debian's 6.1 and 6.12 trees (every kind, no cache),
# as bench/bench.sh times it: the same bytes whatever the number of
# threads, whichever files each thread's buffer held before.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12
export ABIWATCH_CACHE=off

test_expect_success 'one thread a tree and two give the same diff, byte for byte' '
	test_status 1 abiwatch diff -j1 -f json -o j1.json $OLD $NEW 2>j1.err &&
	test_status 1 abiwatch diff -j2 -f json -o j2.json $OLD $NEW 2>j2.err &&
	cmp j1.json j2.json &&
	test_cmp j1.err j2.err &&
	[ "$(grep -c "\"kind\":" j1.json)" -gt 10000 ]
'

test_done
