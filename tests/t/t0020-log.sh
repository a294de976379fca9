#!/bin/sh
# abiwatch log: which commit made each change, on a small repository the
# test builds: a merge, an item added and removed inside the range, one
# that comes and goes and comes back, a renamed header, a removal.
. "$(dirname "$0")/lib.sh"
. "$TEST_DIR/lib-history.sh"

# v1.0, then on main: alpha; a branch adds beta while main adds temp and
# removes it; the merge; the header renamed, then W_ONE changed; a
# commit that touches no ABI file; gamma added, removed, added again;
# base removed.  v1.1 is HEAD.
rm -rf repo && mkdir repo && (
	cd repo && git init -q -b main && git config commit.gpgsign false &&
	mkdir -p include/uapi/linux &&
	printf '#ifndef _W_H\n#define _W_H\n#define W_ONE 1\n#endif\n' >include/uapi/linux/w.h &&
	syscall base && commit "base" && git tag v1.0 &&
	syscall alpha && commit "add alpha" &&
	git checkout -q -b side && syscall beta && commit "add beta on a branch" &&
	git checkout -q main && syscall temp && commit "add temp" &&
	git rm -q kernel/temp.c && commit "remove temp" &&
	git merge -q --no-ff -m "Merge branch side" side &&
	git mv include/uapi/linux/w.h include/uapi/linux/w2.h && commit "rename w.h to w2.h" &&
	sed -i "s/W_ONE 1/W_ONE 2/" include/uapi/linux/w2.h && commit "change W_ONE" &&
	echo "docs" >README && commit "docs only" &&
	syscall gamma && commit "add gamma" &&
	git rm -q kernel/gamma.c && commit "remove gamma" &&
	syscall gamma && commit "add gamma again" &&
	git rm -q kernel/base.c && commit "remove base" &&
	git tag v1.1
) || exit 1

test_expect_success 'log gives the changes of diff, each with its commit' '
	test_status 1 abiwatch --git repo log -f json v1.0..v1.1 >log.json &&
	test_status 1 abiwatch --git repo diff -f json v1.0 v1.1 >diff.json &&
	grep "^{\"change\"" diff.json | sed "s/,$//" >diff.changes &&
	grep "^{\"change\"" log.json | sed "s/,\"commit\":{[^}]*}//; s/,$//" >log.changes &&
	test_cmp diff.changes log.changes &&
	test "$(made_by syscall alpha)" = "add alpha"
'

test_expect_success 'a commit that came in through a merge is named, not the merge' '
	test "$(made_by syscall beta)" = "add beta on a branch" &&
	! grep -q "Merge branch" log.json
'

test_expect_success 'an item added and removed inside the range is not listed' '
	! grep -q "\"name\":\"temp\"" log.json
'

test_expect_success 'an item that came, went and came back: its last coming' '
	test "$(made_by syscall gamma)" = "add gamma again"
'

test_expect_success 'a removed item names the commit that removed it' '
	grep -q "{\"change\":\"removed\",\"kind\":\"syscall\",\"name\":\"base\"" log.json &&
	test "$(made_by syscall base)" = "remove base"
'

test_expect_success 'a renamed header: removed and added by the rename, the macro changed later' '
	test "$(made_by uapi-header linux/w.h)" = "rename w.h to w2.h" &&
	test "$(made_by uapi-header linux/w2.h)" = "rename w.h to w2.h" &&
	test "$(made_by uapi-macro W_ONE)" = "change W_ONE"
'

test_expect_success 'each commit has its id, author and date; commits in history order' '
	id=$(git -C repo rev-parse ":/add alpha") &&
	grep -q "\"commit\":{\"id\":\"$id\",\"subject\":\"add alpha\",\"author\":\"A U Thor <author@example.org>\",\"date\":\"2024-01-31 12:00:00 +0100\"}" log.json &&
	sed -n "/^\"commits\"/,/^]/p" log.json | sed -n "s/.*\"subject\":\"\([^\"]*\)\".*/\1/p" >order &&
	printf "%s\n" "add alpha" "add beta on a branch" "rename w.h to w2.h" \
		"change W_ONE" "add gamma again" "remove base" >order.expect &&
	test_cmp order.expect order &&
	grep -q "\"subject\":\"add alpha\",.*\"counts\":{\"syscall\":{\"added\":1,\"removed\":0,\"changed\":0}}" log.json &&
	grep -q "^\"advice\":\[\]}$" log.json
'

test_expect_success 'text, by commit: what git log shows, then the changes' '
	test_status 1 abiwatch --git repo log v1.0..v1.1 >log.txt &&
	sed -n "/add beta/,/^commit/p" log.txt >beta.txt &&
	printf "%s\n" "    add beta on a branch" "" "syscall: 1 added, 0 removed, 0 changed" \
		"+ beta kernel/beta.c:1" "" >beta.expect &&
	sed "\$d" beta.txt >beta.got && test_cmp beta.expect beta.got &&
	grep -qx "Author: A U Thor <author@example.org>" log.txt &&
	grep -qx "Date:   2024-01-31 12:00:00 +0100" log.txt &&
	tail -n 1 log.txt | grep -qx "4 added, 2 removed, 1 changed in 6 commits"
'

test_expect_success 'text, by kind: the commit under each change' '
	test_status 1 abiwatch --git repo log --by kind v1.0..v1.1 >kind.txt &&
	id=$(git -C repo rev-parse --short=12 ":/add gamma again") &&
	grep -A1 "^+ gamma " kind.txt | tail -n 1 | grep -qx "	commit $id: add gamma again" &&
	test_status 2 abiwatch --git repo log --by file v1.0..v1.1 2>err &&
	grep -qx "abiwatch: --by takes .commit. or .kind., not .file." err
'

test_expect_success 'markdown: a section per commit' '
	test_status 1 abiwatch --git repo log -f markdown v1.0..v1.1 >log.md &&
	grep -qx "## add beta on a branch" log.md &&
	grep -q "^| added | .beta. | kernel/beta.c:1 |  | syscall |$" log.md
'

test_expect_success '--all-steps: every step, the item that came and went too' '
	test_status 1 abiwatch --git repo log --all-steps -f json v1.0..v1.1 >all.json &&
	grep "\"name\":\"temp\"" all.json | sed -n "s/.*\"change\":\"\([a-z]*\)\".*\"subject\":\"\([^\"]*\)\".*/\1 \2/p" >temp.steps &&
	printf "%s\n" "added add temp" "removed remove temp" >temp.expect &&
	test_cmp temp.expect temp.steps &&
	test "$(grep -c "\"name\":\"gamma\"" all.json)" = 3 &&
	! grep -q "Merge branch" all.json
'

test_expect_success 'the same with one thread or two, with or without the cache' '
	abiwatch --git repo log -j1 -f json v1.0..v1.1 >j1.json;
	abiwatch --git repo log -j2 -f json v1.0..v1.1 >j2.json;
	ABIWATCH_CACHE=off abiwatch --git repo log -f json v1.0..v1.1 >off.json;
	test_cmp log.json j1.json && test_cmp log.json j2.json &&
	test_cmp log.json off.json
'

test_expect_success 'a second log looks at no commit: the cache has its answer' '
	rm -f "$ABIWATCH_CACHE" &&
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo log -f json v1.0..v1.1 >first.json 2>err &&
	grep -q "^abiwatch: log v1.0..v1.1: 7 changes, 11 candidate commits, [1-9][0-9]* looked at, [1-9][0-9]* of them loaded$" err &&
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo log -f json v1.0..v1.1 >second.json 2>err &&
	grep -q "^abiwatch: log v1.0..v1.1: 7 changes, 11 candidate commits, 0 looked at, 0 of them loaded$" err &&
	test "$(wc -l <err)" = 1 &&
	test_cmp log.json first.json && test_cmp log.json second.json
'

# sql STATEMENT: run it on the cache.
sql() {
	sqlite3 "$ABIWATCH_CACHE" "$1"
}

test_expect_success 'without the answer, the digests: no commit loaded' '
	sql "DELETE FROM tree WHERE key LIKE '"'"'% answer1 %'"'"'" &&
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo log -f json v1.0..v1.1 >digests.json 2>err &&
	grep -q "^abiwatch: log v1.0..v1.1: 7 changes, 11 candidate commits, [1-9][0-9]* looked at, 0 of them loaded$" err &&
	test_cmp log.json digests.json &&
	sql "DELETE FROM tree WHERE key LIKE '"'"'% answer1 %'"'"'" &&
	sql "UPDATE tree SET packed = x'"'"'6162'"'"' WHERE key LIKE '"'"'% digest4 %'"'"'" &&
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo log -f json v1.0..v1.1 >damaged.json 2>err &&
	grep -q "^abiwatch: log v1.0..v1.1: 7 changes, 11 candidate commits, [1-9][0-9]* looked at, [1-9][0-9]* of them loaded$" err &&
	test_cmp log.json damaged.json
'

# An answer that does not fit is not used: the bisections run again.
answer_damaged() {
	sql "UPDATE tree SET packed = $1 WHERE key LIKE '% answer1 %'" &&
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo log -f json v1.0..v1.1 >damaged.json 2>err &&
	grep -q "^abiwatch: log v1.0..v1.1: 7 changes, 11 candidate commits, [1-9][0-9]* looked at, 0 of them loaded$" err &&
	test_cmp log.json damaged.json &&
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo log -f json v1.0..v1.1 >again.json 2>err &&
	grep -q " 0 looked at, 0 of them loaded$" err &&
	test_cmp log.json again.json
}

test_expect_success 'a damaged answer is not used, and is made again' '
	answer_damaged "x'"'"'6162'"'"'" &&
	answer_damaged "substr(packed, 1, length(packed) - 1)" &&
	answer_damaged "substr(packed, 1, 16) || x'"'"'ffffffffffffffff'"'"' || substr(packed, 25)" &&
	v10=$(git -C repo rev-parse v1.0) &&
	answer_damaged "substr(packed, 1, 48) || CAST('"'"'$v10'"'"' AS BLOB) || substr(packed, 89)"
'

# The range one commit shorter: its bisections look at one commit no
# digest has; the changes of a range ending before W_ONE's (alpha, temp)
# are one the digests have (alpha) and one they don't (temp).  One
# thread, so that two commits of one tree are never loaded at once.
test_expect_success 'another range: the digests say about the changes they cover' '
	sql "DELETE FROM tree WHERE key LIKE '"'"'% answer1 %'"'"'" &&
	ABIWATCH_CACHE=off abiwatch --git repo log -f json v1.0..v1.1~1 >sub.expect;
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo log -j1 -f json v1.0..v1.1~1 >sub.json 2>err &&
	grep -q "^abiwatch: log v1.0..v1.1~1: 6 changes, 10 candidate commits, [1-9][0-9]* looked at, 1 of them loaded$" err &&
	test_cmp sub.expect sub.json &&
	temp=$(git -C repo rev-parse ":/add temp") &&
	ABIWATCH_CACHE=off abiwatch --git repo log -f json v1.0..$temp >temp.expect;
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo log -j1 -f json v1.0..$temp >temp.json 2>err &&
	grep -q "^abiwatch: log v1.0..$temp: 2 changes, 2 candidate commits, [1-9][0-9]* looked at, 1 of them loaded$" err &&
	test_cmp temp.expect temp.json &&
	grep -q "\"name\":\"temp\"" temp.json
'

# Digests are kept by tree, each naming its cover: of the 8 commits looked
# at, 3 have a tree whose digest a log of this range kept (that of the
# test before, or this one a moment before), whose cover is not read; the
# others are loaded again.
test_expect_success 'a cover that cannot be read: its digests are not used' '
	sql "DELETE FROM tree WHERE key LIKE '"'"'% answer1 %'"'"'" &&
	sql "UPDATE tree SET packed = x'"'"'6162'"'"' WHERE key LIKE '"'"'cover-%'"'"'" &&
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo log -j1 -f json v1.0..v1.1~1 >sub2.json 2>err &&
	grep -q "^abiwatch: log v1.0..v1.1~1: 6 changes, 10 candidate commits, 8 looked at, 5 of them loaded$" err &&
	test_cmp sub.expect sub2.json
'

test_expect_success 'no range, in a clone: from the previous release to HEAD' '
	(cd repo && test_status 1 abiwatch log -f json) >bare.json 2>err &&
	grep -qx "abiwatch: the history from v1.0, the previous release, to HEAD" err &&
	sed 1,3d bare.json >bare.body && sed 1,3d log.json >log.body &&
	test_cmp log.body bare.body
'

test_expect_success 'A.. is A..HEAD; an empty range has no change' '
	test_status 1 abiwatch --git repo log -f json v1.0.. >head.json &&
	sed 1,3d head.json >head.body && test_cmp log.body head.body &&
	test_status 0 abiwatch --git repo log v1.1..v1.1 >empty.txt &&
	tail -n 1 empty.txt | grep -qx "0 added, 0 removed, 0 changed in 0 commits"
'

test_expect_success 'a bad range is said, exit 2' '
	test_status 2 abiwatch --git repo log v1.0 2>err &&
	grep -q "^abiwatch: log takes a range A..B, not .v1.0.$" err &&
	test_status 2 abiwatch --git repo log v9.9..v1.1 2>err &&
	grep -qx "abiwatch: v9.9: not a commit of .*repo/.git/" err &&
	test_status 2 abiwatch --git repo log v1.0...v1.1 2>err &&
	test_status 2 abiwatch --git repo log v1.0..v1.1 v1.1 2>err
'

# delta's item merges two facts: its SYSCALL_DEFINE (the signature) and
# its row of the syscall table (the number).  A commit's facts are hashed
# unmerged (src/scan/blame.c): the change names the commit that gave
# the item its last fact, not the one before, nor the docs commit after.
test_expect_success 'an item of two files changed by two commits: the later' '
	rm -rf two && mkdir two && (
		cd two && git init -q -b main &&
		git config commit.gpgsign false &&
		mkdir -p arch/x86/entry/syscalls &&
		tbl=arch/x86/entry/syscalls/syscall_64.tbl &&
		printf "0\tcommon\tdelta\t\tsys_delta\n" >$tbl &&
		syscall delta && commit "add delta" && git tag v1.0 &&
		printf "SYSCALL_DEFINE1(delta, int, x)\n{\n\treturn 0;\n}\n" \
			>kernel/delta.c && commit "delta takes x" &&
		printf "1\tcommon\tdelta\t\tsys_delta\n" >$tbl &&
		commit "renumber delta" &&
		echo docs >README && commit "docs only" && git tag v1.1
	) &&
	test_status 1 abiwatch --git two diff v1.0 v1.1 >two.diff &&
	grep -q "nr.x86_64: 0 -> 1" two.diff &&
	grep -q "sig: void -> int x" two.diff &&
	test_status 1 abiwatch --git two log -f json v1.0..v1.1 >log.json &&
	test "$(grep -c "^{\"change\"" log.json)" = 1 &&
	test "$(made_by syscall delta)" = "renumber delta" &&
	ABIWATCH_CACHE=off test_status 1 abiwatch --git two log -f json \
		v1.0..v1.1 >off.json &&
	test_cmp log.json off.json
'

# The changes are bisected by two threads: one gives the same answer.
test_expect_success 'log -j1 gives what two threads give' '
	ABIWATCH_CACHE=off test_status 1 abiwatch --git repo log -f json \
		v1.0..v1.1 >two.json &&
	ABIWATCH_CACHE=off test_status 1 abiwatch --git repo log -j1 -f json \
		v1.0..v1.1 >one.json &&
	test_cmp two.json one.json &&
	test "$(grep -c "^{\"change\"" one.json)" -gt 5
'

# A blob of a commit between the ends, gone from the repository (and
# not in the cache: no other test has it): the commit is loaded without
# that file, so a change of it may be put on another commit.  That is
# said, with the commit, and the log exits 2; the answer is not kept,
# so a second run says it again.
test_expect_success 'a commit between that cannot be read whole is said, exit 2' '
	rm -rf lost && mkdir lost && (
		cd lost && git init -q -b main &&
		git config commit.gpgsign false &&
		syscall base && commit "base" && git tag v1.0 &&
		syscall alpha && echo "/* one, read nowhere else */" >>kernel/alpha.c &&
		commit "add alpha" &&
		echo "/* two */" >>kernel/alpha.c && commit "edit alpha" &&
		git tag v1.1 &&
		gone=$(git rev-parse HEAD~1:kernel/alpha.c) &&
		rm .git/objects/$(echo $gone | cut -c1-2)/$(echo $gone | cut -c3-)
	) &&
	at=$(git -C lost rev-parse --short=12 HEAD~1) &&
	test_status 2 abiwatch --git lost log v1.0..v1.1 >out 2>err &&
	grep -q "^+ alpha" out &&
	grep -q "^abiwatch: commit $at: kernel/alpha.c: .*skipped$" err &&
	test "$(wc -l <err)" = 1 &&
	test_status 2 abiwatch --git lost log v1.0..v1.1 >out2 2>err2 &&
	test_cmp err err2
'

test_done
