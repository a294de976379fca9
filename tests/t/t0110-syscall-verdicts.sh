#!/bin/sh
# The syscall verdicts and the forms of tests/fixtures/syscall-verdicts: a number
# wired to sys_ni_syscall (lookup_dcookie), syscall.tbl's flags column
# (exit's noreturn), argument types judged by size and signedness, and a
# sys_ni_syscall number listed on one side, unnamed on the other (_sysctl).
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/syscall-verdicts/old
NEW=tests/fixtures/syscall-verdicts/new

test_expect_success 'a call now wired to sys_ni_syscall is breaking, ABIs named' '
	test_status 1 abiwatch diff $OLD $NEW >"$TRASH/out" &&
	grep -qx "~ lookup_dcookie include/uapi/asm-generic/unistd.h:6  \[breaking: now sys_ni_syscall (ENOSYS) on generic, x86_64\]" "$TRASH/out"
'

test_expect_success 'noreturn is a flag, not an entry point' '
	abiwatch scan -v $NEW >"$TRASH/scan" &&
	sed -n "/^syscall exit /,/^syscall /p" "$TRASH/scan" >"$TRASH/exit" &&
	grep -qx "	flags: noreturn" "$TRASH/exit" &&
	grep -qx "	entry: sys_exit" "$TRASH/exit"
'

test_expect_success 'argument types: same size and signedness, other, unknown' '
	grep -qx "~ name_to_handle_at fs/fhandle.c:3  \[compatible: argument types of the same size and signedness on ILP32 and LP64\]" "$TRASH/out" &&
	grep -qx "~ quotactl_fd fs/quota.c:3  \[unknown: sig: argument 3: qid_t -> kqid_t, size unknown\]" "$TRASH/out" &&
	grep -q "^~ write .*sig: argument 3: size_t -> loff_t differs in size and signedness\]$" "$TRASH/out"
'

test_expect_success 'a sys_ni_syscall number is no number, in either form' '
	! grep -q "_sysctl" "$TRASH/out" &&
	sed -n "/^syscall _sysctl /,/^syscall /p" "$TRASH/scan" >"$TRASH/sysctl" &&
	grep -qx "	entry: sys_ni_syscall" "$TRASH/sysctl" &&
	! grep -q "nr\." "$TRASH/sysctl"
'

test_expect_success 'the whole report, and the same JSON verdicts' '
	test_cmp "$EXPECT/syscall-verdicts-diff.txt" "$TRASH/out" &&
	test_status 1 abiwatch diff -f json $OLD $NEW >"$TRASH/json" &&
	test "$(grep -c "\"compat\":\"breaking\"" "$TRASH/json")" = 2
'

test_done
