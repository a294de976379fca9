#!/bin/sh
# The command line: help, version, usage errors and exit statuses.
. "$(dirname "$0")/lib.sh"

test_expect_success '--help prints usage and exits 0' '
	abiwatch --help >out &&
	grep -q "^usage: abiwatch diff \[options\] \[OLD NEW\]" out &&
	grep -q "kinds, comma-separated: syscall" out
'

test_expect_success '--version names the version' '
	abiwatch --version >out &&
	grep -qx "abiwatch [0-9][0-9.]*" out
'

test_expect_success 'no command outside a git repository: said, exit 2' '
	dir=$(mktemp -d) && (cd "$dir" && test_status 2 abiwatch 2>err) &&
	grep -qx "abiwatch: diff without OLD and NEW: not in a git repository" "$dir/err" &&
	rm -rf "$dir"
'

test_expect_success 'unknown command is named, exit 2' '
	test_status 2 abiwatch frobnicate 2>err &&
	grep -qx "abiwatch: unknown command .frobnicate." err
'

test_expect_success 'unknown kind is named, exit 2' '
	test_status 2 abiwatch scan --kind syscall,bogus . 2>err &&
	grep -qx "abiwatch: unknown ABI kind .bogus." err
'

test_expect_success 'unknown format is named, exit 2' '
	test_status 2 abiwatch scan --format yaml . 2>err &&
	grep -qx "abiwatch: unknown format .yaml." err
'

test_expect_success 'bad --jobs is refused, exit 2' '
	test_status 2 abiwatch scan -j 0 . 2>err &&
	grep -q "^abiwatch: --jobs takes a number from 1 to 256, not .0.$" err
'

test_expect_success 'diff wants two operands' '
	test_status 2 abiwatch diff one 2>err &&
	grep -q "diff takes two trees" err
'

test_done
