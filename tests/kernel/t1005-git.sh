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

test_expect_success 'REF:PATH on the real tree' '
	abiwatch --git "$REPO" scan -k uapi-header v6.12:include/uapi/linux >out &&
	grep -q "^uapi-header linux/mount.h include/uapi/linux/mount.h:1$" out &&
	! grep -q "(x86)" out
'

test_done
