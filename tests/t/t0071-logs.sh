#!/bin/sh
# abiwatch logs: the deprecation warnings of tests/fixtures/deprecation
# found in the logs of tests/fixtures/logs, one file per machine: dmesg
# with and without -T, journalctl -k, ISO 8601 stamps in gzip, no stamps,
# a truncated gzip and a binary file.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/deprecation
LOGS=tests/fixtures/logs

test_expect_success 'the report: per warning, never seen, per file' '
	test_status 2 abiwatch logs $TREE $LOGS/* >"$TRASH/out" 2>"$TRASH/err" &&
	test_cmp "$EXPECT/logs.txt" "$TRASH/out" &&
	test_cmp "$EXPECT/logs.err" "$TRASH/err"
'

test_expect_success 'lines, machines, first and last of the best kind of stamp' '
	grep -A6 "^%s (%d) uses deprecated widget_old() syscall" "$EXPECT/logs.txt" >"$TRASH/it" &&
	grep -qx "	lines: 4" "$TRASH/it" &&
	grep -qx "	machines: 3" "$TRASH/it" &&
	grep -qx "	first: 2025-02-01T07:00:00Z ($LOGS/host4.iso.gz)" "$TRASH/it" &&
	grep -qx "	last: 2025-02-02T10:00:00Z ($LOGS/host4.iso.gz)" "$TRASH/it"
'

test_expect_success 'pr_fmt prefix and conversions: one line per ioctl message' '
	grep -A4 "^%s uses obsolete ioctl %u" "$EXPECT/logs.txt" >"$TRASH/it" &&
	grep -qx "	lines: 2" "$TRASH/it" &&
	grep -qx "	first: 6.100000 s after boot ($LOGS/host1.dmesg)" "$TRASH/it"
'

test_expect_success 'a warning never seen is listed' '
	grep -q "^never seen: 1$" "$EXPECT/logs.txt" &&
	grep -q "^- Sensor kind %d is deprecated" "$EXPECT/logs.txt"
'

test_expect_success 'binary, truncated gzip, no stamps: said, and the others still read' '
	grep -qx "abiwatch: $LOGS/binary.bin: binary file, not a log" "$EXPECT/logs.err" &&
	grep -qx "abiwatch: $LOGS/truncated.gz: unexpected end of file" "$EXPECT/logs.err" &&
	grep -qx "abiwatch: warning: $LOGS/host3.txt: no time stamps" "$EXPECT/logs.err" &&
	grep -qx "$LOGS/truncated.gz: 364 lines, 0 matched, ! unexpected end of file" "$EXPECT/logs.txt"
'

test_expect_success 'exit 1 when a deprecation is seen, 0 when none' '
	test_status 1 abiwatch logs $TREE $LOGS/host1.dmesg >/dev/null &&
	echo "[    1.000000] nothing deprecated here" >"$TRASH/clean.log" &&
	test_status 0 abiwatch logs $TREE "$TRASH/clean.log" >"$TRASH/out" &&
	grep -q "^never seen: 9$" "$TRASH/out"
'

test_expect_success 'standard input, and a saved inventory as the tree' '
	abiwatch scan -f json -o "$TRASH/inv.json" $TREE &&
	test_status 1 abiwatch logs "$TRASH/inv.json" - <$LOGS/host1.dmesg >"$TRASH/out" &&
	grep -q "^-: 9 lines, 5 matched$" "$TRASH/out" &&
	grep -A2 "^%s uses obsolete ioctl %u" "$TRASH/out" | grep -qx "	lines: 2"
'

test_expect_success 'a 1 MB line is counted, said, and the next lines still read' '
	{ echo "[    1.000000] before";
	  head -c 1048576 /dev/zero | tr "\\0" x; echo;
	  echo "[    2.000000] widget: WIDGET_LEGACY will be removed in 2027"; } >"$TRASH/long.log" &&
	test_status 1 abiwatch logs $TREE "$TRASH/long.log" >"$TRASH/out" 2>"$TRASH/err" &&
	grep -q "long.log: 3 lines, 1 matched, 1 without a time stamp, 1 longer than 65536 bytes" "$TRASH/out" &&
	grep -q "1 lines longer than 65536 bytes" "$TRASH/err"
'

test_expect_success 'JSON: the same report, with the items' '
	test_status 1 abiwatch logs -f json $TREE $LOGS/host1.dmesg $LOGS/host2.journal >"$TRASH/out.json" &&
	test_cmp "$EXPECT/logs.json" "$TRASH/out.json"
'

test_expect_success 'a missing log file is trouble, not fatal' '
	test_status 2 abiwatch logs $TREE "$TRASH/nope" $LOGS/host1.dmesg >"$TRASH/out" 2>"$TRASH/err" &&
	grep -q "nope: No such file or directory" "$TRASH/err" &&
	grep -q "host1.dmesg: 9 lines, 5 matched" "$TRASH/out"
'

test_done
