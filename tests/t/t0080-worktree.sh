#!/bin/sh
# A directory read again: in a git working tree, the files whose stat data
# matches the index are known by their blob ids; elsewhere (or with
# --no-index) by their stat data.  An unchanged tree loads its inventory
# from the cache, a changed one reads the files that changed; the answer
# is always the one without a cache.
. "$(dirname "$0")/lib.sh"

use_git
F=$FIXTURES

mkdir repo && (
	cd repo && git init -q && git config commit.gpgsign false &&
	cp -R "$F/syscall/old/." . && cp -R "$F/uapi/old/." . &&
	sleep 1 && git add -A && git commit -qm "1.0"
) || exit 1
settle

test_expect_success 'a clean working tree: every file by the index, then the inventory' '
	trace repo &&
	grep -qx "abiwatch: trace: repo: 11 files, 11 read; 0 in the cache, 0 of them read again; 11 by the index; 0 of 7 finish steps given again" trace &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: 11 files, 0 read; the inventory in the cache" trace &&
	same repo
'

test_expect_success 'a tree that shares blobs with a ref scanned before reads the rest' '
	rm -f "$ABIWATCH_CACHE" &&
	abiwatch --git repo scan HEAD >/dev/null &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: 11 files, 0 read; 11 in the cache, 0 of them read again; 11 by the index; 7 of 7 finish steps given again" trace
'

# fs/open.c gains a system call; the edit is racy at first.
# The scan before packed its files' rows into one: they come from there.
test_expect_success 'an edited file is read, the others come from the cache' '
	printf "\nSYSCALL_DEFINE0(edited)\n{\n}\n" >>repo/fs/open.c &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: 11 files, 1 read; 10 in the cache, 0 of them read again; 10 by the index; 10 from the directory.s rows; 7 of 7 finish steps given again" trace &&
	same repo && grep -q "\"edited\"" with.json
'

# A slow run (valgrind) may list the tree more than a second after the
# edit already, and keep it then: the scan after settling is either the
# one that keeps it or one from the cache whole.
test_expect_success 'once it settles, the edited file is kept by its stat data' '
	settle &&
	trace repo &&
	{ grep -qx "abiwatch: trace: repo: 11 files, 1 read; 10 in the cache, 0 of them read again; 10 by the index; 10 from the directory.s rows; 7 of 7 finish steps given again" trace ||
	  grep -qx "abiwatch: trace: repo: 11 files, 0 read; the inventory in the cache" trace; } &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: 11 files, 0 read; the inventory in the cache" trace &&
	same repo
'

# What names the inputs of uapi's finish step is what each header kept for
# it: a header edited in a comment (its length kept, since what is kept
# says where each token is) keeps the same, and the step is given again;
# an edit of a value is not.  fs/open.c is known by its stat data.  The
# inventory is patched (t0210): the step runs again or not.
test_expect_success 'a finish step is given again when an edited file keeps the same' '
	settle && trace repo >/dev/null &&
	sed -i "3s/made-up/made_up/" repo/include/uapi/linux/widget.h &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: 11 files, 1 read; 9 by the index; the inventory of the directory.s rows, 1 files since, 0 finish steps again" trace &&
	same repo &&
	sed -i "s/^#define WIDGET_\([A-Z_]*\) \(.*\)$/#define WIDGET_\1 (\2 + 1)/" \
		repo/include/uapi/linux/widget.h &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: 11 files, 1 read; 9 by the index; the inventory of the directory.s rows, 1 files since, 1 finish steps again" trace &&
	same repo &&
	git -C repo checkout -q include/uapi/linux/widget.h && settle &&
	git -C repo update-index -q --refresh && settle &&
	trace repo >/dev/null
'

test_expect_success 'an untracked file that an extractor wants is read' '
	printf "SYSCALL_DEFINE0(untracked)\n{\n}\n" >repo/kernel/untracked.c &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: 12 files, 1 read; 11 in the cache, 0 of them read again; 10 by the index; 11 from the directory.s rows; 7 of 7 finish steps given again" trace &&
	same repo && grep -q "\"untracked\"" with.json
'

test_expect_success 'a deleted file is gone from the inventory' '
	settle && trace repo >/dev/null &&
	rm repo/kernel/oldcall.c &&
	trace repo &&
	grep -q "^abiwatch: trace: repo: 11 files, " trace &&
	same repo && ! grep -q "kernel/oldcall.c" with.json
'

# Written in the same tick as the index (on a file system with coarse
# timestamps), a file can keep the size and times of its index entry with
# other contents.  git's rule: an entry not older than the index file is
# racy.  An index file dated before its entries makes them all racy.
test_expect_success 'racy index entries are not trusted' '
	git -C repo add -A && git -C repo commit -qm edits && settle &&
	trace repo >/dev/null &&
	trace repo && grep -q "the inventory in the cache" trace &&
	touch -d "2000-01-01" repo/.git/index &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: 11 files, 11 read; 0 by the index; the inventory of the directory.s rows, 11 files since, 0 finish steps again" trace &&
	same repo
'

test_expect_success 'a file edited within the same second as the index' '
	git -C repo commit -qm touched --allow-empty &&
	printf "SYSCALL_DEFINE0(one)\n{\n}\n" >repo/kernel/racy.c &&
	git -C repo add kernel/racy.c &&
	printf "SYSCALL_DEFINE0(two)\n{\n}\n" >repo/kernel/racy.c &&
	trace repo && same repo &&
	grep -q "\"two\"" with.json && ! grep -q "\"one\"" with.json
'

# The rows of the scan before hold the files it knew by stat data too:
# how many of those are still too new to trust depends on the clock.
test_expect_success '--no-index: by stat data alone, the same answer' '
	ABIWATCH_TRACE=1 abiwatch --no-index scan repo >/dev/null 2>trace &&
	grep -q "; 0 by the index; \([0-9]* from the directory.s rows; [0-7] of 7 finish steps given again\|the inventory of the directory.s rows, [0-9]* files since, [0-7] finish steps again\)$" trace &&
	abiwatch --no-index scan -f json repo >noindex.json &&
	ABIWATCH_CACHE=off abiwatch scan -f json repo >without.json &&
	test_cmp without.json noindex.json
'

test_expect_success 'a subdirectory of the working tree is known by the index too' '
	settle && git -C repo add -A && git -C repo commit -qm all &&
	settle && trace repo/include >/dev/null &&
	trace repo/include &&
	grep -qx "abiwatch: trace: repo/include: 4 files, 0 read; the inventory in the cache" trace &&
	same repo/include
'

# Keeping rows costs a first scan: a directory outside git (an unpacked
# release, scanned once) is cached from its second scan on.
test_expect_success 'a plain directory has the stat cache from its second scan' '
	mkdir plain && cp -R "$F/syscall/new/." plain && settle &&
	trace plain &&
	grep -qx "abiwatch: trace: plain: 7 files, 7 read" trace &&
	trace plain &&
	grep -qx "abiwatch: trace: plain: 7 files, 7 read; 0 in the cache, 0 of them read again; 0 by the index; 6 of 7 finish steps given again" trace &&
	trace plain &&
	grep -qx "abiwatch: trace: plain: 7 files, 0 read; the inventory in the cache" trace &&
	printf "\nSYSCALL_DEFINE0(plain)\n{\n}\n" >>plain/fs/open.c && settle &&
	trace plain &&
	grep -q "^abiwatch: trace: plain: 7 files, [1-6] read; " trace &&
	same plain && grep -q "\"plain\"" with.json
'

test_expect_success 'a stat row whose facts are damaged is said, and the file read' '
	sqlite3 "$ABIWATCH_CACHE" "DELETE FROM tree;
		UPDATE stat SET facts = x'"'"'0500000073797363'"'"'
		WHERE path = '"'"'fs/open.c'"'"'" &&
	ABIWATCH_TRACE=1 abiwatch scan -f json plain >damaged.json 2>err &&
	cat err &&
	grep -qx "abiwatch: warning: cache: the facts of fs/open.c can.t be read: reading it" err &&
	ABIWATCH_CACHE=off abiwatch scan -f json plain >without.json &&
	test_cmp without.json damaged.json
'

test_expect_success 'attributes that convert files turn the index off' '
	echo "*.c text eol=crlf" >repo/.gitattributes &&
	trace repo && grep -q "; 0 by the index" trace &&
	echo "*.c diff=cpp -text" >repo/.gitattributes &&
	trace repo && ! grep -q "; 0 by the index" trace &&
	rm repo/.gitattributes
'

test_expect_success 'a diff of two directories with the cache is the diff without' '
	rm -rf old new && mkdir old new &&
	cp -R "$F/syscall/old/." old && cp -R "$F/syscall/new/." new &&
	settle &&
	test_status 1 abiwatch diff -f json old new >first.json &&
	test_status 1 abiwatch diff -f json old new >second.json &&
	test_status 1 abiwatch -j1 diff -f json old new >third.json &&
	ABIWATCH_CACHE=off abiwatch diff -f json old new >off.json;
	test_cmp off.json first.json && test_cmp off.json second.json &&
	test_cmp off.json third.json
'

# A file's row holds what every extractor made of it: with --kind, only
# the inventory of those kinds is kept, beside the one of every kind.
test_expect_success '--kind: an inventory of those kinds, the same as without a cache' '
	settle && abiwatch scan repo >/dev/null &&
	ABIWATCH_TRACE=1 abiwatch scan -k uapi-macro repo >kinds.out 2>trace &&
	cat trace &&
	grep -qx "abiwatch: trace: repo: \([0-9]*\) files, \1 read; \1 by the index" trace &&
	ABIWATCH_TRACE=1 abiwatch scan -k uapi-macro repo >kinds.again 2>trace &&
	grep -qx "abiwatch: trace: repo: [0-9]* files, 0 read; the inventory in the cache" trace &&
	ABIWATCH_CACHE=off abiwatch scan -k uapi-macro repo >kinds.off &&
	test_cmp kinds.off kinds.out && test_cmp kinds.off kinds.again &&
	grep -q "^uapi-macro " kinds.out &&
	trace repo && grep -q "the inventory in the cache" trace
'

# A scan packs its files' rows into one (after a first scan, or when they
# gave too few files): damaged, they are said, the files are looked up one
# by one, and the rows are packed again.
test_expect_success 'damaged rows of a directory are said, and packed again' '
	settle && trace repo >/dev/null &&
	sqlite3 "$ABIWATCH_CACHE" "UPDATE tree SET packed = x'"'"'616263'"'"'
		WHERE key LIKE '"'"'rows %/repo'"'"'" &&
	printf "\nSYSCALL_DEFINE0(damaged)\n{\n}\n" >>repo/fs/open.c &&
	trace repo &&
	grep -qx "abiwatch: warning: cache: the rows of /.*/repo can.t be read: looking up its files. one by one" trace &&
	grep -qx "abiwatch: trace: repo: 12 files, 1 read; 11 in the cache, 0 of them read again; 11 by the index; 7 of 7 finish steps given again" trace &&
	same repo && grep -q "\"damaged\"" with.json &&
	printf "\nSYSCALL_DEFINE0(again)\n{\n}\n" >>repo/fs/open.c &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: 12 files, 1 read; 11 in the cache, 0 of them read again; 11 by the index; 11 from the directory.s rows; 7 of 7 finish steps given again" trace &&
	same repo && grep -q "\"again\"" with.json
'

# The rows are looked through in the order of the listing: rows out of
# that order (not ours) are missed, not misread, and those files are
# looked up one by one.
test_expect_success 'rows of a directory out of order: the same answer' '
	settle && trace repo >/dev/null &&
	python3 - "$ABIWATCH_CACHE" <<-\EOF &&
	import sqlite3, struct, sys
	db = sqlite3.connect(sys.argv[1])
	key, buf = db.execute("SELECT key, packed FROM tree WHERE key LIKE ?",
	                      ("rows %/repo",)).fetchone()
	magic = b"abiwatch rows 2\n"
	n, = struct.unpack_from("<I", buf, len(magic))
	p = len(magic) + 4
	rows = []
	for _ in range(n):
	    q = p
	    for field in range(2):
	        p += 4 + struct.unpack_from("<I", buf, p)[0]
	    p += 8
	    p += 4 + struct.unpack_from("<I", buf, p)[0]
	    rows.append(buf[q:p])
	# The patch base follows the rows: its key first.
	assert struct.unpack_from("<I", buf, p)[0] > 1
	out = magic + struct.pack("<I", n) + b"".join(reversed(rows)) + buf[p:]
	db.execute("UPDATE tree SET packed = ? WHERE key = ?", (out, key))
	db.commit()
	EOF
	printf "\nSYSCALL_DEFINE0(reversed)\n{\n}\n" >>repo/fs/open.c &&
	trace repo &&
	grep -qx "abiwatch: trace: repo: 12 files, 1 read; 11 in the cache, 0 of them read again; 11 by the index; 1 from the directory.s rows; 7 of 7 finish steps given again" trace &&
	same repo && grep -q "\"reversed\"" with.json
'

# The thread that scanned a diff's working tree writes its inventory
# while the diff is printed (cache_write_behind()), and abiwatch waits for
# it before it exits: the next diff has it.  A fixture's write is quick
# enough to end before the exit even unawaited; under valgrind, the
# connection not closed would be a leak.
test_expect_success 'a diff: the working tree written behind, there by the exit' '
	printf "\nSYSCALL_DEFINE0(behind)\n{\n}\n" >>repo/fs/open.c && settle &&
	test_status 1 abiwatch --git repo diff -f json HEAD repo >behind.json &&
	(
		ABIWATCH_TRACE=1 && export ABIWATCH_TRACE &&
		test_status 1 abiwatch --git repo diff -f json HEAD repo \
			>again.json 2>trace
	) &&
	cat trace &&
	grep -qx "abiwatch: trace: repo: [0-9]* files, 0 read; the inventory in the cache" trace &&
	ABIWATCH_CACHE=off abiwatch --git repo diff -f json HEAD repo >off.json;
	test_cmp off.json behind.json && test_cmp off.json again.json &&
	grep -q "\"behind\"" behind.json
'

test_done
