#!/bin/sh
# abiwatch history and when: the view across releases of a repository the
# test builds from the fixture trees, through the cache and without it.
. "$(dirname "$0")/lib.sh"

F=$FIXTURES
use_git

# v1.0 the old fixture trees, v1.1 the new ones, v1.2 adds a syscall,
# v1.2.1 (a stable release) and v1.3-rc1 are not releases of v1.0..v1.3,
# and v1.3 is the old trees again: what v1.1 removed comes back.
rm -rf repo && mkdir repo && (
	cd repo && git init -q && git config commit.gpgsign false &&
	cp -R "$F/syscall/old/." . && cp -R "$F/uapi/old/." . &&
	git add -A && git commit -qm "1.0" && git tag v1.0 &&
	git rm -qr . && cp -R "$F/syscall/new/." . && cp -R "$F/uapi/new/." . &&
	git add -A && git commit -qm "1.1" && git tag -a -m "1.1" v1.1 &&
	mkdir -p kernel && printf "SYSCALL_DEFINE0(brand_new)\n" >kernel/brand_new.c &&
	git add -A && git commit -qm "1.2" && git tag v1.2 &&
	echo "/* stable */" >stable.c && git add -A && git commit -qm "1.2.1" &&
	git tag v1.2.1 && git tag v1.3-rc1 &&
	git rm -qr . && cp -R "$F/syscall/old/." . && cp -R "$F/uapi/old/." . &&
	git add -A && git commit -qm "1.3" && git tag v1.3
) || exit 1

test_expect_success 'history of a tag range: counts per release and kind, items' '
	test_status 1 abiwatch --git repo history --tags v1.0..v1.3 >out &&
	test_cmp "$EXPECT/history.txt" out
'

test_expect_success 'the range is the release tags in version order, ends included' '
	test_status 1 abiwatch --git repo history v1.0 v1.1 v1.2 v1.3 >refs.out &&
	test_cmp out refs.out &&
	test_status 1 abiwatch --git repo history --tags ..v1.3 >open.out &&
	test_cmp out open.out &&
	test_status 1 abiwatch --git repo history --tags v1.1.. >from.out &&
	head -1 from.out | grep -qx "history of 3 releases, v1.1 to v1.3"
'

test_expect_success 'each step counts what abiwatch diff counts' '
	for pair in "v1.0 v1.1" "v1.2 v1.3"; do
		set -- $pair
		abiwatch --git repo diff $1 $2 |
			sed -n "s/^\([a-z-]*\): \([0-9]*\) added, \([0-9]*\) removed, \([0-9]*\) changed\([;( ].*\)\{0,1\}$/\1 \2 \3 \4/p" >d.counts &&
		awk -v r=$2 "/^[a-z]/ { k = \$1 } \$1 == r && NF == 5 && (\$3 + \$4 + \$5) { print k, \$3, \$4, \$5 }" out >h.counts &&
		test_cmp d.counts h.counts || return 1
	done
'

test_expect_success 'a second run comes from the cache, and gives the same' '
	test -s "$ABIWATCH_CACHE" &&
	sqlite3 "$ABIWATCH_CACHE" "DELETE FROM tree; DELETE FROM blob" &&
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo history --tags v1.0..v1.3 >again.out 2>err &&
	test_cmp out again.out && [ ! -s err ]
'

test_expect_success 'without the cache, and with one thread, the same' '
	ABIWATCH_CACHE=off abiwatch --git repo history --tags v1.0..v1.3 >off.out;
	test_cmp out off.out &&
	ABIWATCH_CACHE=off abiwatch -j1 --git repo history --tags v1.0..v1.3 -f json >j1.json;
	ABIWATCH_CACHE=off abiwatch -j2 --git repo history --tags v1.0..v1.3 -f json >j2.json;
	test_cmp j1.json j2.json
'

test_expect_success 'JSON: every item, with its first and last release and events' '
	test_status 1 abiwatch --git repo history --tags v1.0..v1.3 -f json >h.json &&
	test_cmp "$EXPECT/history.json" h.json
'

test_expect_success 'Markdown: a table per kind' '
	test_status 1 abiwatch --git repo history --tags v1.0..v1.3 -f markdown >h.md &&
	grep -qx "# ABI history from v1.0 to v1.3" h.md &&
	grep -qx "| v1.3 | 11 | 2 | 2 | 2 |" h.md &&
	grep -qx "| ~ | \`clone2\` | arch/ia64/kernel/syscalls/syscall.tbl:4 | v1.0..v1.3, removed in v1.1, back in v1.3 |" h.md
'

test_expect_success '--kind keeps its kinds, and the counts are those of all' '
	test_status 1 abiwatch --git repo history -k syscall --tags v1.0..v1.3 >k.out &&
	awk "/^syscall\$/,/^\$/" out >all.syscall &&
	awk "/^syscall\$/,/^\$/" k.out >k.syscall &&
	test_cmp all.syscall k.syscall &&
	! grep -q "^uapi" k.out
'

test_expect_success 'when: since when, last change, over the releases of the last history' '
	(cd repo && test_status 0 abiwatch when read) >when.out &&
	printf "%s\n" "syscall read fs/read_write.c:7" \
		"	first: v1.0 (the oldest release known: maybe older)" \
		"	last: v1.3 (the newest release known)" \
		"	last changed: v1.3" \
		"	history: v1.0..v1.3, changed in v1.1, v1.3" >when.expect &&
	test_cmp when.expect when.out &&
	(cd repo && test_status 0 abiwatch when mseal) >when.out &&
	grep -qx "	last: v1.2 (gone in v1.3)" when.out &&
	grep -qx "	last changed: never, in the releases known" when.out
'

test_expect_success 'when --kind, and a name no release has (exit 1)' '
	(cd repo && test_status 0 abiwatch when -k uapi-header linux/gizmo.h) >when.out &&
	grep -qx "	history: v1.0..v1.3, removed in v1.1, back in v1.3" when.out &&
	(cd repo && test_status 1 abiwatch when -k syscall linux/gizmo.h) >when.out &&
	grep -qx "no item named linux/gizmo.h in 4 releases, v1.0 to v1.3" when.out
'

test_expect_success 'when with releases named; JSON is the history of that item' '
	test_status 0 abiwatch --git repo when brand_new v1.1 v1.2 >when.out &&
	grep -qx "	first: v1.2" when.out &&
	test_status 0 abiwatch --git repo when -f json brand_new --tags v1.0..v1.3 >when.json &&
	grep -qx "{\"kind\":\"syscall\",\"name\":\"brand_new\",\"file\":\"kernel/brand_new.c\",\"line\":1,\"first\":\"v1.2\",\"last\":\"v1.2\",\"last_changed\":null,\"events\":\[{\"release\":\"v1.2\",\"change\":\"added\"},{\"release\":\"v1.3\",\"change\":\"removed\"}\]}" when.json
'

test_expect_success 'when without a history of the repository says so (exit 2)' '
	rm -rf other && mkdir other && (cd other && git init -q) &&
	(cd other && test_status 2 abiwatch when read) 2>err &&
	grep -qx "abiwatch: no history of .*other/.git/ in the cache: run .abiwatch history. first, or name the releases" err
'

test_expect_success 'bad ranges and operands are said (exit 2)' '
	test_status 2 abiwatch --git repo history --tags v1.0 2>err &&
	grep -qx "abiwatch: --tags v1.0: a range is FIRST..LAST, FIRST.. or ..LAST" err &&
	test_status 2 abiwatch --git repo history --tags v1.0..next 2>err &&
	grep -qx "abiwatch: --tags v1.0..next: each end is a release, vX.Y or vX.Y.Z" err &&
	test_status 2 abiwatch --git repo history --tags v1.0..v1.3.0 2>err &&
	grep -qx "abiwatch: --tags v1.0..v1.3.0: the two ends are not of one form" err &&
	test_status 2 abiwatch --git repo history --tags v7.0.. 2>err &&
	grep -qx "abiwatch: --tags v7.0..: no release tag in the range in .*repo/.git/" err &&
	test_status 2 abiwatch --git repo history --tags v1.0..v1.3 v1.0 2>err &&
	grep -q "^abiwatch: releases are REF... or --tags FIRST..LAST, not both$" err &&
	test_status 2 abiwatch --git repo history 2>err &&
	grep -q "^abiwatch: history takes releases: REF... or --tags FIRST..LAST$" err &&
	test_status 2 abiwatch --git repo history v1.0 v9.9 2>err &&
	grep -q "^abiwatch: v9.9: No such file or directory, nor a git ref of " err
'

test_expect_success 'directories are releases too, not kept in the cache' '
	rows=$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM history") &&
	rm -rf d1 d2 && mkdir d1 d2 &&
	cp -R "$F/syscall/old/." d1 && cp -R "$F/syscall/new/." d2 &&
	test_status 1 abiwatch history -k syscall d1 d2 >dirs.out &&
	grep -q "^  d2  *10  *1  *2  *2\$" dirs.out &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM history")" = "$rows"
'

test_expect_success 'a damaged history row is said, dropped and rebuilt' '
	sqlite3 "$ABIWATCH_CACHE" "UPDATE history SET packed = x'"'"'6162'"'"'" &&
	test_status 1 abiwatch --git repo history --tags v1.0..v1.3 >damaged.out 2>err &&
	grep -qx "abiwatch: warning: cache .*cache.sqlite: a history can.t be read (not a history): rebuilding it" err &&
	test "$(wc -l <err)" = 1 &&
	test_cmp out damaged.out &&
	test_status 1 abiwatch --git repo history --tags v1.0..v1.3 >again.out 2>err &&
	[ ! -s err ] && test_cmp out again.out
'

test_done
