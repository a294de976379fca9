#!/bin/sh
# The cache keeps its large rows (2 MB and more: inventories, a
# directory's rows, finish steps' outputs) as files beside the database,
# in CACHE.d, named by the SHA-1 of the key; the row says the file's
# size.  ABIWATCH_TEST_ROW_FILES=0 makes every such row a file here.  A
# file that can't be read, or has another size, or does not unpack, is
# said and rebuilt as a damaged row is; a row that goes takes its file
# (the inventory of a working tree before an edit).
. "$(dirname "$0")/lib.sh"

use_git
F=$FIXTURES
ABIWATCH_TEST_ROW_FILES=0
export ABIWATCH_TEST_ROW_FILES
D=$ABIWATCH_CACHE.d

mkdir repo && (
	cd repo && git init -q && git config commit.gpgsign false &&
	cp -R "$F/report/new/." . && cp -R "$F/docs/new/." . &&
	sleep 1 && git add -A && git commit -qm "1.0" && git tag v1.0
) || exit 1
settle

# files: how many files the cache keeps; rows: how many rows stand for one.
files() {
	ls "$D" | wc -l
}
rows() {
	sqlite3 "$ABIWATCH_CACHE" "SELECT count(*) FROM tree WHERE hex(substr(packed, 1, 16)) = hex('abiwatch file 1' || char(10))"
}

test_expect_success 'rows kept as files: the same answers, a file each' '
	abiwatch --git repo scan -f json v1.0 >first.json &&
	ABIWATCH_CACHE=off abiwatch --git repo scan -f json v1.0 >off.json &&
	test_cmp off.json first.json &&
	abiwatch --git repo scan -f json v1.0 >second.json &&
	test_cmp off.json second.json &&
	same repo && same repo &&
	test "$(files)" -gt 5 && test "$(files)" = "$(rows)" &&
	! ls "$D" | grep -v "^[0-9a-f]\{40\}$"
'

test_expect_success 'an edited working tree: the inventory before goes, with its file' '
	n=$(files) &&
	printf "\nSYSCALL_DEFINE0(filed)\n{\n}\n" >>repo/fs/open.c &&
	settle && same repo && grep -q "\"filed\"" with.json &&
	test "$(files)" = "$(rows)" && test "$(files)" = "$n"
'

# file_of PATTERN: the file of the one row whose key is LIKE PATTERN,
# named by the key's SHA-1 as git names a blob.
file_of() {
	key=$(sqlite3 "$ABIWATCH_CACHE" "SELECT key FROM tree WHERE key LIKE '$1'") &&
	test "$(printf "%s\n" "$key" | wc -l)" = 1 &&
	printf "%s/%s" "$D" "$(printf "%s" "$key" | git hash-object --stdin)"
}

# edited_says NAME WARNING: after a syscall NAME is added to the working
# tree, its scan says WARNING, once, and gives the answer it gives
# without a cache; a file each row, still.
edited_says() {
	printf "\nSYSCALL_DEFINE0($1)\n{\n}\n" >>repo/fs/open.c && settle &&
	abiwatch scan -f json repo >with.json 2>err &&
	grep -qx "$2" err &&
	test "$(wc -l <err)" = 1 &&
	ABIWATCH_CACHE=off abiwatch scan -f json repo >without.json &&
	test_cmp without.json with.json &&
	test "$(files)" = "$(rows)"
}

test_expect_success 'a file cut short: said, the row rebuilt' '
	f=$(file_of "rows %") && test -f "$f" &&
	head -c 10 "$f" >cut && mv cut "$f" &&
	edited_says cut "abiwatch: warning: cache .*cache.sqlite: an entry can.t be read (.*: 10 bytes, not [0-9]*): rebuilding it" &&
	same repo
'

# The inventory of v1.0 with its annotations, which a scan of it reads.
TREE_ROW="$(git -C repo rev-parse v1.0^{tree}) % annotated %"

# tree_file_spoilt CMD WHY: after CMD on its file ($f), a scan of v1.0
# says WHY its row can't be read, once, and gives the same answer.
tree_file_spoilt() {
	f=$(file_of "$TREE_ROW") && test -f "$f" && eval "$1" &&
	abiwatch --git repo scan -f json v1.0 >spoilt.json 2>err &&
	grep -qx "abiwatch: warning: cache .*cache.sqlite: an entry can.t be read ($2): rebuilding it" err &&
	test "$(wc -l <err)" = 1 &&
	test_cmp off.json spoilt.json &&
	test "$(files)" = "$(rows)"
}

test_expect_success 'a file gone: said, the row rebuilt' '
	tree_file_spoilt "rm \"\$f\"" ".*/[0-9a-f]*: No such file or directory"
'

test_expect_success 'a file of another content: said, the row rebuilt' '
	tree_file_spoilt "head -c \$(wc -c <\"\$f\") /dev/zero >zero && mv zero \"\$f\"" \
		"not an inventory"
'

test_expect_success 'a damaged row: said, and the rows packed again' '
	sqlite3 "$ABIWATCH_CACHE" "UPDATE tree SET packed = x'"'"'6162'"'"' WHERE key LIKE '"'"'rows %'"'"'" &&
	edited_says damaged "abiwatch: warning: cache: the rows of /.*/repo can.t be read: looking up its files. one by one"
'

test_expect_success 'a cache that is not SQLite: rebuilt, its files gone' '
	echo garbage >"$ABIWATCH_CACHE" && touch "$D/stale" &&
	abiwatch --git repo scan -f json v1.0 >rebuilt.json 2>err &&
	grep -q "abiwatch: warning: cache .*cache.sqlite can.t be read" err &&
	test_cmp off.json rebuilt.json &&
	test ! -e "$D/stale" && test "$(files)" = "$(rows)"
'

# A new database (the old one removed by hand) has no version row: its
# first connection clears what the files of the old one left.
test_expect_success 'the database removed alone: the old files cleared' '
	old=$D/0123456789012345678901234567890123456789 &&
	: >"$old" && rm "$ABIWATCH_CACHE" &&
	abiwatch --git repo scan -f json v1.0 >new.json &&
	test_cmp off.json new.json &&
	test ! -e "$old" && test "$(files)" = "$(rows)"
'

test_expect_success 'a directory for files that cannot be made: the rows kept inside' '
	rm -rf "$ABIWATCH_CACHE" "$D" && : >"$D" &&
	abiwatch --git repo scan -f json v1.0 >inside.json 2>err &&
	test_cmp off.json inside.json &&
	grep -qx "abiwatch: warning: cache .*cache.sqlite: .*cache.sqlite.d: Not a directory: keeping its rows in the database" err &&
	test "$(wc -l <err)" = 1 && test "$(rows)" = 0 &&
	abiwatch --git repo scan -f json v1.0 >inside2.json 2>err2 &&
	test_cmp off.json inside2.json && ! test -s err2 && rm "$D"
'

test_done
