#!/bin/sh
# hugetlb's cgroup files (tests/fixtures/acc13b): names built one by one
# with snprintf() in 6.1 and from a template table in 6.12 are the same
# items, hugetlb.<size>.NAME on both sides; only real changes are listed.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/acc13b/old
NEW=tests/fixtures/acc13b/new

test_expect_success 'cgroup: snprintf names and a template table match' '
	test_status 1 abiwatch diff -v -k cgroup $OLD $NEW >"$TRASH/out" 2>/dev/null &&
	test_cmp "$EXPECT/t0113-diff.txt" "$TRASH/out"
'

test_expect_success 'cgroup: the template names with their flags' '
	abiwatch scan -v -k cgroup $NEW >"$TRASH/scan" 2>/dev/null &&
	grep -A1 "^cgroup hugetlb.<size>.max " "$TRASH/scan" |
		grep -qx "	flags: CFTYPE_NOT_ON_ROOT"
'

test_done
