#!/bin/sh
# The index of a working tree in each form git writes it: versions 2, 3
# and 4 are read in place (src/source/git-index.c); a split index and
# core.ignorecase are left to libgit2.  Whichever reads it, a clean tree
# gives every tracked file its blob id, and the answer is the one without
# a cache.  A damaged index is said, and done without.
. "$(dirname "$0")/lib.sh"

use_git
F=$FIXTURES

# by_index: the trace of a scan of repo with the cache of its files only
# (the inventory's row and the finish steps' outputs gone), in "trace".
by_index() {
	sqlite3 "$ABIWATCH_CACHE" "DELETE FROM tree" &&
	ABIWATCH_TRACE=1 abiwatch scan repo >/dev/null 2>trace &&
	cat trace
}

mkdir repo && (
	cd repo && git init -q && git config commit.gpgsign false &&
	cp -R "$F/syscall/old/." . && cp -R "$F/uapi/old/." . &&
	git add -A && git commit -qm "1.0"
) || exit 1
settle
abiwatch scan repo >/dev/null

# An index rewritten is newer than its entries: none is racy.
test_expect_success 'version 2, read in place' '
	git -C repo update-index --index-version 2 && settle &&
	test "$(od -An -tu1 -j7 -N1 repo/.git/index)" -eq 2 &&
	by_index &&
	grep -qx "abiwatch: trace: repo: 11 files, 0 read; 11 in the cache, 0 of them read again; 11 by the index; 0 of 7 finish steps given again" trace &&
	same repo
'

# Intent-to-add needs the extended flags: git writes version 3.  Such an
# entry has no blob yet; the file is read.
test_expect_success 'version 3, with an entry added with intent to add' '
	printf "SYSCALL_DEFINE0(intent)\n{\n}\n" >repo/kernel/intent.c &&
	git -C repo add -N kernel/intent.c && settle &&
	test "$(od -An -tu1 -j7 -N1 repo/.git/index)" -eq 3 &&
	by_index &&
	grep -qx "abiwatch: trace: repo: 12 files, 1 read; 11 in the cache, 0 of them read again; 11 by the index; 0 of 7 finish steps given again" trace &&
	same repo && grep -q "\"intent\"" with.json
'

test_expect_success 'version 4, each path written from the one before' '
	git -C repo update-index --index-version 4 && settle &&
	test "$(od -An -tu1 -j7 -N1 repo/.git/index)" -eq 4 &&
	by_index &&
	grep -qx "abiwatch: trace: repo: 12 files, 0 read; 12 in the cache, 0 of them read again; 11 by the index; 0 of 7 finish steps given again" trace &&
	same repo
'

# The shared index holds the entries the split one doesn't.  libgit2 1.5
# does not read a split index either: it says so, and the files go by
# their stat data.
test_expect_success 'a split index is left to libgit2, which says it can not' '
	git -C repo update-index --split-index && settle &&
	ls repo/.git/sharedindex.* >/dev/null &&
	by_index &&
	grep -q "the index of .* can.t be read (unsupported mandatory extension: .link.)" trace &&
	grep -q "; 0 by the index; 0 of 7 finish steps given again$" trace &&
	same repo &&
	git -C repo update-index --no-split-index
'

test_expect_success 'core.ignorecase: libgit2 reads it, by path' '
	git -C repo config core.ignorecase true && settle &&
	by_index &&
	grep -qx "abiwatch: trace: repo: 12 files, 0 read; 12 in the cache, 0 of them read again; 11 by the index; 0 of 7 finish steps given again" trace &&
	same repo &&
	git -C repo config core.ignorecase false
'

# Said by abiwatch: libgit2 1.5 leaks what it read of a malformed index.
test_expect_success 'an index cut short is said, and the files go by stat data' '
	settle && cp repo/.git/index index.good &&
	head -c 100 index.good >repo/.git/index &&
	by_index &&
	grep -q "the index of .* can.t be read (entry 1 of 13 is cut short or malformed): not using it" trace &&
	grep -q "; 0 by the index; 0 of 7 finish steps given again$" trace &&
	same repo &&
	cp index.good repo/.git/index
'

test_done
