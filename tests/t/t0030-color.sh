#!/bin/sh
# --color: never into a pipe or a file unless asked; git's colours with
# always; NO_COLOR turns auto off, never always; JSON and Markdown never.
. "$(dirname "$0")/lib.sh"

# Outputs name the trees as given: the expected files have them relative.
ln -s "$ROOT/tests" tests
S=tests/fixtures/syscall
U=tests/fixtures/uapi

test_expect_success 'into a pipe: the plain bytes, no escape' '
	test_status 1 abiwatch diff "$S/old" "$S/new" >out &&
	test_cmp "$EXPECT/syscall-diff.txt" out &&
	! grep -q "$ESC" out
'

test_expect_success '--color=auto into a pipe, and with -o, is plain' '
	test_status 1 abiwatch diff --color=auto "$U/old" "$U/new" >out &&
	test_cmp "$EXPECT/uapi-diff.txt" out &&
	test_status 1 abiwatch diff --color=always --no-color -o file "$U/old" "$U/new" &&
	test_cmp "$EXPECT/uapi-diff.txt" file
'

test_expect_success '--color=always: git colours, verdicts, file:line dim' '
	test_status 1 abiwatch diff --color=always "$U/old" "$U/new" >out &&
	cat -v out >shown &&
	test_cmp "$EXPECT/uapi-diff-color.txt" shown &&
	grep -q "^^\[\[33m~ WIDGET_IOC_GET^\[\[m ^\[\[2minclude/uapi/linux/widget.h:112^\[\[m  ^\[\[1;31m\[breaking: " shown
'

test_expect_success 'colour adds escapes and nothing else' '
	test_status 1 abiwatch diff --color "$U/old" "$U/new" >out &&
	sed "s/$ESC\[[0-9;]*m//g" out >plain &&
	test_cmp "$EXPECT/uapi-diff.txt" plain &&
	abiwatch scan -v --color=always "$S/old" >out &&
	cat -v out >shown &&
	test_cmp "$EXPECT/syscall-scan-old-color.txt" shown &&
	sed "s/$ESC\[[0-9;]*m//g" out >plain &&
	test_cmp "$EXPECT/syscall-scan-old.txt" plain
'

test_expect_success 'JSON and Markdown are never coloured' '
	test_status 1 abiwatch diff --color=always -f json "$S/old" "$S/new" >out &&
	test_cmp "$EXPECT/syscall-diff.json" out &&
	test_status 1 abiwatch diff --color=always -f markdown "$S/old" "$S/new" >out &&
	test_cmp "$EXPECT/syscall-diff.md" out
'

test_expect_success 'auto colours a terminal' '
	on_tty "\"$ABIWATCH\" --no-pager diff \"$S/old\" \"$S/new\"" >out;
	grep -q "^$ESC\[32m+ mseal$ESC\[m " out
'

test_expect_success 'NO_COLOR beats auto on a terminal, not always' '
	on_tty "NO_COLOR=1 \"$ABIWATCH\" --no-pager diff \"$S/old\" \"$S/new\"" >out;
	grep -q "^+ mseal mm/mseal.c:2$" out &&
	! grep -q "$ESC" out &&
	on_tty "NO_COLOR=1 \"$ABIWATCH\" --no-pager --color=always diff \"$S/old\" \"$S/new\"" >out;
	grep -q "^$ESC\[32m+ mseal$ESC\[m " out
'

test_expect_success 'an empty NO_COLOR is no NO_COLOR; TERM=dumb is plain' '
	on_tty "NO_COLOR= \"$ABIWATCH\" --no-pager diff \"$S/old\" \"$S/new\"" >out;
	grep -q "$ESC" out &&
	on_tty "TERM=dumb \"$ABIWATCH\" --no-pager diff \"$S/old\" \"$S/new\"" >out;
	! grep -q "$ESC" out
'

test_expect_success 'a bad --color is named, exit 2' '
	test_status 2 abiwatch diff --color=sometimes "$S/old" "$S/new" 2>err &&
	grep -qx "abiwatch: --color takes auto, always or never, not .sometimes." err
'

test_done
