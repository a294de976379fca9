#!/bin/sh
# sysctl tables whose entries a macro of the file writes (ucount's
# UCOUNT_ENTRY(), devinet's wrappers of a macro that pastes tokens, a
# designated index), and a table that is the field of a template that a
# registration names as t->devinet_vars (issue 13, recall), on
# tests/fixtures/sysctl-macros.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
T=tests/fixtures/sysctl-macros
SCAN="$EXPECT/t0160-scan.txt"

test_expect_success 'scan: the entries of macros and of a template field' '
	abiwatch scan -v -k sysctl $T >"$TRASH/out" 2>"$TRASH/err" &&
	test_cmp "$SCAN" "$TRASH/out" && [ ! -s "$TRASH/err" ]
'

test_expect_success 'a macro entry is named by its argument, on the line of the call' '
	grep -qx "sysctl /proc/sys/user/max_user_namespaces kernel/ucount.c:12" "$SCAN" &&
	grep -qx "sysctl /proc/sys/user/max_pid_namespaces kernel/ucount.c:13" "$SCAN" &&
	! grep -q not_an_entry "$SCAN"
'

test_expect_success 'wrappers of wrappers give the mode their caller chose' '
	item_attrs "$SCAN" "sysctl /proc/sys/net/ipv4/conf/<name>/forwarding" |
	grep -qx "	mode: 0644" &&
	item_attrs "$SCAN" "sysctl /proc/sys/net/ipv4/conf/<name>/mc_forwarding" |
	grep -qx "	mode: 0444" &&
	item_attrs "$SCAN" "sysctl /proc/sys/net/ipv4/conf/<name>/tag" |
	grep -qx "	mode: 0600"
'

test_expect_success 'the template field is registered at the path built for it' '
	grep -qx "sysctl /proc/sys/net/ipv4/conf/<name>/plain_entry net/ipv4/devinet.c:36" "$SCAN"
'

test_done
