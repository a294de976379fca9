#!/bin/sh
# Git refs as sides, read from the object store: a repository the test
# builds from the fixture trees, with release tags and an -rc tag.
. "$(dirname "$0")/lib.sh"

F=$FIXTURES
use_git

# repo: v1.0 is the old fixture trees, v1.1-rc1 a step, v1.1 the new
# trees, then one more commit; HEAD is that last commit.
rm -rf repo && mkdir repo && (
	cd repo && git init -q && git config commit.gpgsign false &&
	cp -R "$F/syscall/old/." . && cp -R "$F/uapi/old/." . &&
	git add -A && git commit -qm "1.0" && git tag v1.0 &&
	echo "/* rc */" >>kernel/fork.c 2>/dev/null || echo "/* rc */" >rc.c &&
	git add -A && git commit -qm "1.1-rc1" && git tag v1.1-rc1 &&
	git rm -qr . && cp -R "$F/syscall/new/." . && cp -R "$F/uapi/new/." . &&
	git add -A && git commit -qm "1.1" && git tag -a -m "1.1" v1.1 &&
	echo "/* after */" >after.c && git add -A && git commit -qm "after"
) || exit 1

# The same two trees as directories.
rm -rf old new && mkdir old new &&
cp -R "$F/syscall/old/." old && cp -R "$F/uapi/old/." old &&
cp -R "$F/syscall/new/." new && cp -R "$F/uapi/new/." new

test_expect_success 'a diff of two tags equals the diff of the directories' '
	test_status 1 abiwatch --git repo diff -f json v1.0 v1.1 >git.json &&
	test_status 1 abiwatch diff -f json old new >dir.json &&
	sed 1,3d git.json >git.body && sed 1,3d dir.json >dir.body &&
	test_cmp dir.body git.body
'

test_expect_success 'refs are found from inside the repository' '
	(cd repo && test_status 1 abiwatch diff v1.0 v1.1) >out &&
	grep -q "^+ mseal " out
'

test_expect_success 'REF:PATH reads the files under PATH only' '
	abiwatch --git repo scan v1.1:include/uapi >out &&
	grep -q "^uapi-header linux/widget.h include/uapi/linux/widget.h:1$" out &&
	sed "\$d" out | awk "{ print \$NF }" | grep -v "^include/uapi/" >outside;
	[ ! -s outside ]
'

test_expect_success 'a commit, a tag object and HEAD~N are all sides' '
	test_status 0 abiwatch --git repo diff HEAD~1 v1.1 >out &&
	test_status 0 abiwatch --git repo diff "$(git -C repo rev-parse v1.1^{commit})" v1.1 >out
'

test_expect_success 'the working tree is a side, uncommitted changes and all' '
	mkdir -p repo/kernel &&
	printf "SYSCALL_DEFINE0(brand_new)\n" >repo/kernel/brand_new.c &&
	(cd repo && test_status 1 abiwatch diff -k syscall v1.1 .) >out &&
	grep -q "^+ brand_new kernel/brand_new.c:1$" out
'

test_expect_success 'no arguments: the previous release (not -rc) to the working tree' '
	(cd repo && test_status 1 abiwatch -k syscall) >out 2>err &&
	grep -qx "abiwatch: comparing v1.1, the previous release, with the working tree $(cd repo && pwd)/" err &&
	grep -q "^+ brand_new " out &&
	rm repo/kernel/brand_new.c
'

test_expect_success 'at a release, the previous release is the one before' '
	git -C repo checkout -q v1.1 &&
	(cd repo && abiwatch diff -k syscall) >out 2>err;
	git -C repo checkout -q - &&
	grep -q "^abiwatch: comparing v1.0, the previous release" err &&
	grep -q "^+ mseal " out
'

test_expect_success '--since-rc1: from the latest -rc1, which may be HEAD itself' '
	(cd repo && test_status 1 abiwatch --since-rc1 -k syscall) >out 2>err &&
	grep -qx "abiwatch: comparing v1.1-rc1, the latest -rc1, with the working tree $(cd repo && pwd)/" err &&
	grep -q "^+ mseal " out &&
	git -C repo checkout -q v1.1-rc1 &&
	(cd repo && abiwatch --since-rc1 -k syscall) >out 2>err; s=$?;
	git -C repo checkout -q - &&
	test $s = 0 && grep -q "^abiwatch: comparing v1.1-rc1, the latest -rc1" err &&
	git -C repo checkout -q v1.0 &&
	(cd repo && abiwatch --since-rc1) >out 2>err; s=$?;
	git -C repo checkout -q - &&
	test $s = 2 &&
	grep -qx "abiwatch: diff without OLD and NEW: no -rc1 tag (vX.Y-rc1) at or before HEAD" err &&
	test_status 2 abiwatch --since-rc1 diff old new 2>err &&
	grep -q "^abiwatch: --since-rc1 is a diff without OLD and NEW" err
'

test_expect_success 'a git ref that does not exist is named, exit 2' '
	test_status 2 abiwatch --git repo diff v9.9 v1.1 >out 2>err &&
	grep -q "^abiwatch: v9.9: No such file or directory, nor a git ref of .*repo/.git/$" err &&
	test "$(wc -l <err)" = 1
'

test_expect_success 'a path that does not exist in a ref is named, exit 2' '
	test_status 2 abiwatch --git repo scan v1.1:no/such/dir 2>err &&
	grep -qx "abiwatch: v1.1:no/such/dir: no directory no/such/dir in v1.1" err
'

test_expect_success 'the cache of inventories: a second run gives the same' '
	rm -f "$ABIWATCH_CACHE" &&
	test_status 1 abiwatch --git repo diff -f json v1.0 v1.1 >first.json 2>err &&
	[ -s "$ABIWATCH_CACHE" ] && [ ! -s err ] &&
	test_status 1 abiwatch --git repo diff -f json v1.0 v1.1 >second.json 2>err &&
	[ ! -s err ] &&
	test_cmp first.json second.json &&
	test_status 1 abiwatch --git repo diff -k uapi-macro v1.0 v1.1 >kinds.out &&
	! grep -q "^syscall" kinds.out && grep -q "^uapi-macro:" kinds.out
'

# The fixture trees have 11 files that some extractor wants; v1.1-rc1 adds
# kernel/fork.c.  None of the 11 is read again: what uapi and syscall keep
# of a file for their finish hooks (the declarations of the uapi headers
# and of drivers/misc/widget.c, the syscall headers' numbers) is in the
# cache with its facts.
test_expect_success 'the cache of blobs: a neighbouring tree reads only what it must' '
	rm -f "$ABIWATCH_CACHE" &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan v1.0 >/dev/null 2>err &&
	grep -qx "abiwatch: trace: v1.0: 11 files, 11 read; 0 in the cache, 0 of them read again; 0 of 7 finish steps given again" err &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan v1.1-rc1 >rc.out 2>err &&
	grep -qx "abiwatch: trace: v1.1-rc1: 12 files, 1 read; 11 in the cache, 0 of them read again; 7 of 7 finish steps given again" err &&
	test "$(wc -l <err)" = 1 &&
	ABIWATCH_CACHE=off abiwatch --git repo scan v1.1-rc1 >rc.off &&
	test_cmp rc.off rc.out
'

test_expect_success 'the cache of blobs: a diff gives what a diff without a cache gives' '
	rm -f "$ABIWATCH_CACHE" &&
	abiwatch --git repo scan v1.1-rc1 >/dev/null &&
	test_status 1 abiwatch --git repo diff -f json v1.0 v1.1 >blobs.json &&
	test_cmp first.json blobs.json
'

# All 12 files of v1.1-rc1 are in the cache now; with the facts of
# fs/open.c damaged, 11 are, and it alone is read.
test_expect_success 'a cache row whose facts are damaged is said, and the blob read' '
	command -v sqlite3 >/dev/null &&
	sqlite3 "$ABIWATCH_CACHE" "DELETE FROM tree;
		UPDATE blob SET facts = x'"'"'0500000073797363'"'"'
		WHERE path = '"'"'fs/open.c'"'"'" &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan v1.1-rc1 >damaged.out 2>err &&
	grep -qx "abiwatch: warning: cache: the facts of fs/open.c can.t be read: reading it" err &&
	grep -qx "abiwatch: trace: v1.1-rc1: 12 files, 1 read; 11 in the cache, 0 of them read again; 0 of 7 finish steps given again" err &&
	test_cmp rc.off damaged.out
'

test_expect_success 'a damaged inventory row is said, dropped, and the tree scanned' '
	# The tree as scanned, and annotated: two rows, each said.
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'% annotated %'"'"'")" = 1 &&
	sqlite3 "$ABIWATCH_CACHE" "UPDATE tree SET packed = x'"'"'6162'"'"'
		WHERE key NOT LIKE '"'"'step %'"'"'" &&
	abiwatch --git repo scan v1.1-rc1 >damaged.out 2>err &&
	test "$(grep -cx "abiwatch: warning: cache .*cache.sqlite: an entry can.t be read (not an inventory): rebuilding it" err)" = 2 &&
	test "$(wc -l <err)" = 2 &&
	test_cmp rc.off damaged.out &&
	abiwatch --git repo scan v1.1-rc1 >again.out 2>err &&
	[ ! -s err ] && test_cmp rc.off again.out
'

# A finish step's output is kept under "step NAME DIGEST": damaged, it
# is said and dropped, the step runs, and its output is kept again.
test_expect_success 'a damaged output of a finish step is said, and the step run from its part' '
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'step uapi %'"'"'")" = 1 &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE key LIKE '"'"'step uapi-part %'"'"'")" = 1 &&
	sqlite3 "$ABIWATCH_CACHE" "DELETE FROM tree WHERE key NOT LIKE '"'"'step %'"'"';
		UPDATE tree SET packed = x'"'"'6162'"'"'
		WHERE key LIKE '"'"'step uapi %'"'"'" &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan v1.1-rc1 >damaged.out 2>err &&
	grep -qx "abiwatch: warning: cache .*cache.sqlite: a finish step.s output can.t be read (not an inventory): rebuilding it" err &&
	grep -qx "abiwatch: trace: v1.1-rc1: 12 files, 0 read; 12 in the cache, 0 of them read again; 6 of 7 finish steps given again, 1 in part" err &&
	test "$(wc -l <err)" = 2 &&
	test_cmp rc.off damaged.out &&
	sqlite3 "$ABIWATCH_CACHE" "DELETE FROM tree WHERE key NOT LIKE '"'"'step %'"'"'" &&
	ABIWATCH_TRACE=1 abiwatch --git repo scan v1.1-rc1 >again.out 2>err &&
	grep -qx "abiwatch: trace: v1.1-rc1: 12 files, 0 read; 12 in the cache, 0 of them read again; 7 of 7 finish steps given again" err &&
	test "$(wc -l <err)" = 1 &&
	test_cmp rc.off again.out
'

test_expect_success 'rows written by other extractor versions are dropped once' '
	sqlite3 "$ABIWATCH_CACHE" "INSERT INTO blob VALUES ('"'"'0123'"'"', '"'"'old.c'"'"', 7, 0, NULL);
		UPDATE meta SET value = 7 WHERE key = '"'"'ver'"'"'" &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM blob WHERE ver = 7")" = 1 &&
	abiwatch --git repo scan v1.1-rc1 >pruned.out 2>err &&
	[ ! -s err ] && test_cmp rc.off pruned.out &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM blob WHERE ver = 7")" = 0 &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM blob")" -gt 0 &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM meta WHERE value = 7")" = 0
'

test_expect_success 'a corrupt cache is said, rebuilt, and the answer the same' '
	echo "not a database, not at all" >"$ABIWATCH_CACHE" &&
	test_status 1 abiwatch --git repo diff -f json v1.0 v1.1 >third.json 2>err &&
	grep -q "^abiwatch: warning: cache .*cache.sqlite can.t be read (.*): rebuilding it$" err &&
	test "$(wc -l <err)" = 1 &&
	test_cmp first.json third.json &&
	test_status 1 abiwatch --git repo diff -f json v1.0 v1.1 >fourth.json 2>err &&
	[ ! -s err ] && test_cmp first.json fourth.json
'

test_expect_success 'the cache is in WAL mode; a rebuild drops the WAL of the file before' '
	test "$(sqlite3 "$ABIWATCH_CACHE" "PRAGMA journal_mode")" = wal &&
	[ ! -e "$ABIWATCH_CACHE-wal" ] &&
	rm -f stale.sqlite stale.sqlite-wal &&
	cp "$ABIWATCH_CACHE" stale.sqlite &&
	python3 - stale.sqlite <<-\EOF &&
	import os, sqlite3, sys
	db = sqlite3.connect(sys.argv[1])
	db.execute("CREATE TABLE stale (x)")
	db.commit()
	os._exit(0)
	EOF
	test -s stale.sqlite-wal &&
	echo "not a database" >"$ABIWATCH_CACHE" &&
	cp stale.sqlite-wal "$ABIWATCH_CACHE-wal" &&
	test_status 1 abiwatch --git repo diff -f json v1.0 v1.1 >fifth.json 2>err &&
	grep -q "^abiwatch: warning: cache .*cache.sqlite can.t be read (.*): rebuilding it$" err &&
	test_cmp first.json fifth.json &&
	test "$(sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM sqlite_master WHERE name = '"'"'stale'"'"'")" = 0
'

test_expect_success 'ABIWATCH_CACHE=off: no cache, same answer' '
	ABIWATCH_CACHE=off abiwatch --git repo diff -f json v1.0 v1.1 >off.json;
	test_cmp first.json off.json
'

test_expect_success 'a repository with no release tag says so' '
	rm -rf bare && mkdir bare && (cd bare && git init -q &&
		echo x >f && git add f && git commit -qm x) &&
	(cd bare && test_status 2 abiwatch) 2>err &&
	grep -qx "abiwatch: diff without OLD and NEW: no release tag (vX.Y) before HEAD" err
'

test_done
