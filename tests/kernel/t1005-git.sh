#!/bin/sh
# Git refs on the real trees: scripts/fetch-kernels.sh builds a bare
# repository of the two Debian trees, tagged v6.1 and v6.12.  Read from
# its objects, the diff is the directory diff, item for item.
. "$(dirname "$0")/../t/lib.sh"

REPO=$KERNELS/git
OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12

test_expect_success 'the repository is there' '
	[ -f "$REPO/.abiwatch-complete" ]
'

test_expect_success 'the git diff equals the directory diff' '
	abiwatch --git "$REPO" diff -f json v6.1 v6.12 >git.json 2>git.err;
	[ $? = 1 ] && [ ! -s git.err ] &&
	abiwatch diff -f json $OLD $NEW >dir.json;
	sed -n 2,3p git.json | sed "s/\"source\":\"[^\"]*\"//" >git.sides &&
	sed -n 2,3p dir.json | sed "s/\"source\":\"[^\"]*\"//" >dir.sides &&
	test_cmp dir.sides git.sides &&
	sed 1,3d git.json >git.body && sed 1,3d dir.json >dir.body &&
	test_cmp dir.body git.body
'

test_expect_success 'the same diff again, from the cache of inventories' '
	ABIWATCH_TRACE=1 abiwatch --git "$REPO" diff -f json v6.1 v6.12 >again.json 2>trace;
	[ $? = 1 ] && [ ! -s trace ] &&
	sed 1,3d again.json >again.body && test_cmp dir.body again.body
'

# The first diff left a row per blob.  Without the inventories, a diff
# from those rows reads only the files the cache says to read again (the
# ones that give their extractor's finish hook something), under one in 6
# (one in 7 before the netlink names, deprecation warnings and framework
# channels kept files for their finish steps: 8,880 of 59,044 for 6.12),
# and is the same diff.
test_expect_success 'the cache of blobs alone gives the same diff, reading under 1/6'  '
	sqlite3 "$ABIWATCH_CACHE" "DELETE FROM tree" &&
	ABIWATCH_TRACE=1 abiwatch --git "$REPO" diff -f json v6.1 v6.12 >blob.json 2>trace;
	[ $? = 1 ] && cat trace &&
	sed 1,3d blob.json >blob.body && test_cmp dir.body blob.body &&
	test "$(wc -l <trace)" = 2 &&
	sed -n "s/^abiwatch: trace: v6\.1*2*: \([0-9]*\) files, \([0-9]*\) read; \1 in the cache, \2 of them read again; 0 of 7 finish steps given again$/\1 \2/p" trace >counts &&
	test "$(wc -l <counts)" = 2 &&
	while read -r files read; do
		test $((read * 6)) -lt "$files" || exit 1
	done <counts
'

test_expect_success 'REF:PATH on the real tree' '
	abiwatch --git "$REPO" scan -k uapi-header v6.12:include/uapi/linux >out &&
	grep -q "^uapi-header linux/mount.h include/uapi/linux/mount.h:1$" out &&
	! grep -q "(x86)" out
'

test_done
