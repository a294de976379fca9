#!/bin/sh
# The progress line on a real tree, on a terminal: shown by default once
# the scan has run half a second (one thread, every kind: some seconds),
# with the tree, files done of total and a rate, then "finishing" while
# the finish steps run; cleared at the end; the output is the same.
. "$(dirname "$0")/../t/lib.sh"

NEW=$KERNELS/linux-source-6.12
CR=$(printf '\r')

test_expect_success 'a terminal shows the scan of 6.12 going, then clears it' '
	abiwatch scan -j1 "$NEW" >plain &&
	on_tty_raw "\"$ABIWATCH\" --no-pager scan -j1 \"$NEW\" >out" >err &&
	test_cmp plain out &&
	sed "s/$CR\$//" err | tr "$CR" "\n" | cat -v >shown &&
	grep -q "^Reading .*linux-source-6.12: [0-9]*% ([0-9]*/[0-9]* files), [0-9]* files/s^\[\[K$" shown &&
	grep -q "^Reading .*linux-source-6.12: 100% (\([0-9]*\)/\1 files), finishing^\[\[K$" shown &&
	test "$(tail -n 1 shown)" = "^[[K" &&
	test "$(grep -c . shown)" = "$(grep -c "^Reading\|^^\[\[K$" shown)"
'

test_expect_success 'CI set, or standard error a file: no progress at all' '
	on_tty "CI=true \"$ABIWATCH\" --no-pager scan -k syscall \"$NEW\" >out" >err &&
	test ! -s err &&
	abiwatch scan -k syscall "$NEW" >out 2>err &&
	test ! -s err
'

test_done
