#!/bin/sh
# The progress line: on standard error only, never into a pipe or a file
# unless --progress asks, drawn in place and cleared at the end; the
# output is the same bytes with it or without.
. "$(dirname "$0")/lib.sh"

ln -s "$ROOT/tests" tests
S=tests/fixtures/syscall
CR=$(printf '\r')

test_expect_success 'standard error not a terminal: no progress, not a byte' '
	test_status 1 abiwatch diff "$S/old" "$S/new" >out 2>err &&
	test ! -s err &&
	abiwatch scan -f json "$S/old" >out 2>err &&
	test ! -s err
'

test_expect_success '--no-progress on a terminal: no progress' '
	on_tty "\"$ABIWATCH\" --no-progress --no-pager scan \"$S/old\" >/dev/null" >err &&
	test ! -s err
'

# The segments of a progress line, one per \r, shown with cat -v.  The
# start of a tree and its count of files are drawn at once; the ticker
# may draw more in between on a slow run (valgrind).
segments() {
	tr "$CR" "\n" <"$1" | cat -v
}

# Without the cache: a tree scanned before comes from it, with no files
# to count.
test_expect_success '--progress: the tree, its files, then the line cleared' '
	ABIWATCH_CACHE=off abiwatch --progress -j1 scan "$S/old" >out 2>err &&
	segments err >shown &&
	listed=$(grep -nx "Reading tests/fixtures/syscall/old: listing files^\[\[K" shown | sed -n "1s/:.*//p") &&
	counted=$(grep -nx "Reading tests/fixtures/syscall/old: 0% (0/7 files)^\[\[K" shown | sed -n "1s/:.*//p") &&
	test "$listed" = 2 && test "$counted" -gt "$listed" &&
	test "$(tail -n 1 shown)" = "^[[K" &&
	! grep -v "^Reading tests/fixtures/syscall/old: " shown | grep -v "^^\[\[K$" | grep . &&
	test "$(tail -c 4 err | od -An -c | tr -d " ")" = "\r033[K"
'

test_expect_success '--progress changes no byte of the output' '
	abiwatch scan -v "$S/old" >plain &&
	abiwatch --progress scan -v "$S/old" >out 2>err &&
	test_cmp plain out && test -s err &&
	test_status 1 abiwatch diff -f json "$S/old" "$S/new" >plain &&
	test_status 1 abiwatch --progress diff -f json "$S/old" "$S/new" >out 2>err &&
	test_cmp plain out
'

# Both are scanned at once: on one line while both are read (which of
# them starts first, or whether one ends before the other starts, is up
# to the threads).
test_expect_success 'a diff of two directories shows both' '
	test_status 1 abiwatch --progress diff -j2 "$S/old" "$S/new" >out 2>err &&
	segments err >shown &&
	# Which side starts first, and whether the names are shortened to
	# fit, depend on the threads: each name is there in some form.
	grep -q "^Reading .*syscall/old[,:]" shown &&
	grep -q "^Reading .*syscall/new[,:]" shown &&
	test "$(tail -n 1 shown)" = "^[[K" &&
	test "$(wc -l <err)" = 0
'

test_expect_success 'a git ref is named as written' '
	rm -rf repo && mkdir repo && cp -R "$ROOT/$S/old/." repo &&
	(cd repo && git init -q && git add -A &&
	 git -c user.name=t -c user.email=t@example.org commit -qm 1 &&
	 git tag v1.0) &&
	abiwatch --git repo --progress scan v1.0 >out 2>err &&
	segments err | grep -q "^Reading v1.0: 0% (0/7 files)" &&
	abiwatch --git repo --progress scan v1.0 >out2 2>err &&
	test_cmp out out2
'

test_expect_success 'TERM=dumb clears with spaces, not escapes' '
	TERM=dumb abiwatch --progress -j1 scan "$S/old" >out 2>err &&
	! grep -q "$ESC" err &&
	segments err | tail -n 1 | grep -qx " *"
'

test_done
