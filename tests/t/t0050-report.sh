#!/bin/sh
# The report a reviewer reads: a summary first, what repeats said once,
# who to ask from the tree's MAINTAINERS, and filters that say what they
# left out.  tests/fixtures/report: ia64 goes (its syscalls with it),
# five module parameters get the same new mode, a debugfs file comes.
. "$(dirname "$0")/lib.sh"

OLD=tests/fixtures/report/old
NEW=tests/fixtures/report/new
cd "$ROOT" || exit 1

test_expect_success 'the summary comes first, and repeats are said once' '
	test_status 1 abiwatch diff $OLD $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/report-diff.txt" "$TRASH/out"
'

test_expect_success 'an architecture removed is named, with what it took' '
	grep -qx "Architectures: ia64 removed." "$TRASH/out" &&
	grep -qx "= 3 syscall items removed with architecture ia64" "$TRASH/out" &&
	grep -qx "= nr.ia64 dropped from 5 syscall items (architecture ia64 removed)" "$TRASH/out" &&
	! grep -q "^- clone2" "$TRASH/out" && ! grep -q "nr.ia64:" "$TRASH/out"
'

# 7 ia64 numbers: its ni_syscall row points at sys_ni_syscall, no number.
test_expect_success '-v lists the folded items, with their changes' '
	test_status 1 abiwatch diff -v $OLD $NEW >"$TRASH/v" &&
	grep -qx "= perm: 0000 -> 0444 on 5 module-param items" "$TRASH/v" &&
	grep -qx "~ params.alpha drivers/widget/params.c:3" "$TRASH/v" &&
	grep -qx -e "- clone2 arch/ia64/kernel/syscalls/syscall.tbl:8" "$TRASH/v" &&
	test "$(grep -c "	nr.ia64: " "$TRASH/v")" = 7
'

test_expect_success 'JSON keeps every change and says what the others fold' '
	test_status 1 abiwatch diff -f json $OLD $NEW >"$TRASH/json" &&
	test "$(grep -c "^{\"change\":" "$TRASH/json")" = 17 &&
	grep -qx "\"architectures\":\[{\"name\":\"ia64\",\"change\":\"removed\"}\]," "$TRASH/json" &&
	grep -q "^{\"type\":\"same-change\",\"kind\":\"module-param\",\"said\":\"perm: 0000 -> 0444 on 5 module-param items\",\"attrs\":\[\"perm\"\],\"old\":\"0000\",\"new\":\"0444\",\"names\":\[\"params.alpha\",\"params.beta\",\"params.delta\",\"params.epsilon\",\"params.gamma\"\]}" "$TRASH/json" &&
	grep -qx "\"filters\":\[\]," "$TRASH/json"
'

test_expect_success 'each item gets its MAINTAINERS entry: F:, X: then N:, K:' '
	abiwatch scan -v $NEW >"$TRASH/scan" &&
	item_attrs "$TRASH/scan" "syscall read" | grep -qx "	@subsystem: FILE SYSCALLS" &&
	item_attrs "$TRASH/scan" "module-param params.alpha" >"$TRASH/alpha" &&
	grep -qx "	@subsystem: WIDGET DRIVER" "$TRASH/alpha" &&
	grep -qx "	@maintainers: Wanda Widget <wanda@example.org>, Walt Widget <walt@example.org>" "$TRASH/alpha" &&
	grep -qx "	@lists: widget@example.org" "$TRASH/alpha" &&
	grep -qx "	@status: Maintained" "$TRASH/alpha" &&
	item_attrs "$TRASH/scan" "module-param legacy.legacy_mode" | grep -qx "	@subsystem: GADGET DRIVERS" &&
	item_attrs "$TRASH/scan" "syscall mseal" | grep -qx "	@subsystem: MEMORY SEALING" &&
	! item_attrs "$TRASH/scan" "syscall close" | grep -q "@subsystem"
'

test_expect_success '--by subsystem lists by entry, with whom to ask' '
	test_status 1 abiwatch diff --by subsystem $OLD $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/report-by-subsystem.txt" "$TRASH/out" &&
	test_status 1 abiwatch diff --by=subsystem -f markdown $OLD $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/report-by-subsystem.md" "$TRASH/out"
'

test_expect_success '--subsystem takes a glob or a part of the name, in any case' '
	test_status 1 abiwatch diff --subsystem "widget*" $OLD $NEW >"$TRASH/out" &&
	grep -qx "Filtered: 11 changes left out by --subsystem=.widget\*.\." "$TRASH/out" &&
	grep -qx "1 added, 0 removed, 5 changed" "$TRASH/out" &&
	test_status 1 abiwatch diff --subsystem SEAL $OLD $NEW >"$TRASH/out" &&
	grep -qx "1 added, 0 removed, 0 changed" "$TRASH/out" &&
	grep -qx "+ mseal mm/mseal.c:2" "$TRASH/out" &&
	test_status 0 abiwatch diff --subsystem "nobody" $OLD $NEW >"$TRASH/out" &&
	grep -qx "0 added, 0 removed, 0 changed" "$TRASH/out"
'

test_expect_success '--stable-only leaves out debugfs, and says so' '
	test_status 1 abiwatch diff --stable-only $OLD $NEW >"$TRASH/out" &&
	grep -qx "Filtered: 1 changes left out by --stable-only." "$TRASH/out" &&
	! grep -q "debugfs" "$TRASH/out" &&
	test_status 1 abiwatch diff --stable-only -f json $OLD $NEW >"$TRASH/json" &&
	grep -qx "\"filters\":\[{\"filter\":\"stable-only\",\"arg\":null,\"dropped\":1}\]," "$TRASH/json"
'

test_expect_success 'a bad --by is a usage error' '
	test_status 2 abiwatch diff --by commit $OLD $NEW >/dev/null 2>"$TRASH/err" &&
	grep -q "\-\-by takes .kind. or .subsystem., not .commit." "$TRASH/err"
'

test_expect_success 'a MAINTAINERS pattern that cannot be used is said, by line' '
	rm -rf "$TRASH/bad" && cp -R $NEW "$TRASH/bad" &&
	printf "\nBROKEN\nN:\tunclosed(\n" >>"$TRASH/bad/MAINTAINERS" &&
	test_status 2 abiwatch scan "$TRASH/bad" >"$TRASH/out" 2>"$TRASH/err" &&
	grep -q "MAINTAINERS: line 43: N: pattern .unclosed(. not understood" "$TRASH/err" &&
	grep -q "^syscall mseal " "$TRASH/out"
'

test_expect_success 'a tree without MAINTAINERS has no subsystems, and no error' '
	abiwatch scan -v tests/fixtures/syscall/new >"$TRASH/out" 2>"$TRASH/err" &&
	[ ! -s "$TRASH/err" ] && ! grep -q "@subsystem" "$TRASH/out"
'

test_expect_success 'a git side reads MAINTAINERS from the object store' '
	command -v git >/dev/null &&
	rm -rf "$TRASH/repo" && mkdir "$TRASH/repo" && cp -R $NEW/. "$TRASH/repo" &&
	(cd "$TRASH/repo" && git init -q && git add -A &&
	 git -c user.name=t -c user.email=t@example.org commit -qm new) &&
	abiwatch --git "$TRASH/repo" scan -v HEAD >"$TRASH/git" &&
	item_attrs "$TRASH/git" "syscall mseal" | grep -qx "	@subsystem: MEMORY SEALING"
'

# uapi's verdicts read an item's definitions, generic and per
# architecture; an "@subsystem" on one side only is neither.
test_expect_success 'annotations change no verdict' '
	rm -rf "$TRASH/uo" "$TRASH/un" &&
	cp -R tests/fixtures/uapi/old "$TRASH/uo" &&
	cp -R tests/fixtures/uapi/new "$TRASH/un" &&
	printf "UAPI\nM:\tU <u@example.org>\nF:\tinclude/uapi/\nF:\tarch/\n" >"$TRASH/un/MAINTAINERS" &&
	test_status 1 abiwatch diff "$TRASH/uo" "$TRASH/un" >"$TRASH/out" &&
	sed 1,2d "$TRASH/out" >"$TRASH/body" &&
	sed 1,2d "$EXPECT/uapi-diff.txt" >"$TRASH/expect" &&
	test_cmp "$TRASH/expect" "$TRASH/body"
'

test_done
