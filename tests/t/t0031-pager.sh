#!/bin/sh
# The pager: output to a terminal goes through ABIWATCH_PAGER, PAGER or
# less, as in git; never into a pipe or with --no-pager; the exit status
# stays abiwatch's.
. "$(dirname "$0")/lib.sh"

# Outputs name the trees as given: the expected files have them relative.
ln -s "$ROOT/tests" tests
S=tests/fixtures/syscall
# --no-progress: a slow run (ASan, valgrind, a loaded machine) would show
# the progress line on the terminal before the pager starts, a line of
# its own in what the test reads (t0034 tests the progress line).
DIFF="\"$ABIWATCH\" --no-color --no-progress diff \"$S/old\" \"$S/new\""

test_expect_success 'a terminal: the output goes through ABIWATCH_PAGER' '
	on_tty "ABIWATCH_PAGER=\"sed s/^/P:/\" $DIFF; echo status=\$?" >out &&
	grep -q "^P:.*+ mseal" out &&
	test "$(grep -c -v "^P:" out)" = 1 &&
	grep -qx "status=1" out
'

test_expect_success 'PAGER when ABIWATCH_PAGER is unset; LESS=FRX is set' '
	on_tty "unset ABIWATCH_PAGER LESS; PAGER=\"echo LESS=\\\$LESS; cat >/dev/null\" $DIFF" >out &&
	test "$(cat out)" = "LESS=FRX" &&
	on_tty "unset ABIWATCH_PAGER; LESS=S PAGER=\"echo LESS=\\\$LESS; cat >/dev/null\" $DIFF" >out &&
	test "$(cat out)" = "LESS=S"
'

test_expect_success '--no-pager, an empty pager, or cat: no pager' '
	on_tty "ABIWATCH_PAGER=\"sed s/^/P:/\" \"$ABIWATCH\" --no-color --no-pager diff \"$S/old\" \"$S/new\"" >out &&
	grep -q "^+ mseal" out && ! grep -q "^P:" out &&
	on_tty "ABIWATCH_PAGER= PAGER=\"sed s/^/P:/\" $DIFF" >out &&
	grep -q "+ mseal" out && ! grep -q "^P:" out &&
	on_tty "ABIWATCH_PAGER=cat $DIFF" >out &&
	grep -q "+ mseal" out
'

test_expect_success 'not a terminal, or -o FILE: no pager' '
	ABIWATCH_PAGER="sed s/^/P:/" abiwatch diff "$S/old" "$S/new" >out;
	test_cmp "$EXPECT/syscall-diff.txt" out &&
	on_tty "ABIWATCH_PAGER=\"sed s/^/P:/\" \"$ABIWATCH\" diff -o file \"$S/old\" \"$S/new\"" >out &&
	test ! -s out &&
	test_cmp "$EXPECT/syscall-diff.txt" file
'

test_expect_success 'a pager that is not installed: said, output written' '
	on_tty "ABIWATCH_PAGER=no-such-pager-here $DIFF" >out &&
	grep -q "^abiwatch: warning: pager .no-such-pager-here.: No such file or directory$" out &&
	grep -q "^+ mseal" out
'

test_done
