#!/bin/sh
# Syscall verdicts between Debian's 6.1 and 6.12 trees (issue 20, and the
# sys_ni_syscall form of issue 13).
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12

abiwatch diff -v --kind syscall $OLD $NEW >diff.txt 2>diff.err
echo $? >diff.status
abiwatch diff -f json --kind syscall $OLD $NEW >diff.json 2>/dev/null

count() {
	grep -c "$1" "$2"
}

# Before: 14 added, 4 removed, 356 changed, no verdict on any.  Eight of
# the 356 were numbers wired to sys_ni_syscall: ia64's reserved numbers
# of _sysctl, afs_syscall, bdflush, getpmsg, nfsservctl, putpmsg, timerfd
# and vserver, and _sysctl's arm64 compat number 149, listed as a row in
# 6.12's syscall_32.tbl and unnamed in 6.1's unistd32.h.  Exact: the two
# trees are fixed.
test_expect_success 'the diff exits 1, says nothing on stderr: 14 added, 4 removed, 348 changed' '
	[ "$(cat diff.status)" = 1 ] && [ ! -s diff.err ] &&
	grep -qx "Summary: 14 added, 4 removed, 348 changed" diff.txt &&
	! grep -qE "^~ (_sysctl|afs_syscall|bdflush|getpmsg|nfsservctl|putpmsg|timerfd|vserver) " diff.txt
'

# Every change has a verdict.  Breaking: lookup_dcookie (sys_ni_syscall
# in 6.12 on every ABI that had it), and mmap and mmap2, whose offset
# went from off_t to unsigned long on loongarch, microblaze, riscv and
# csky (signedness).  Compatible: the numbers added on arm64_32
# (arm_sync_file_range), parisc (cacheflush), alpha (clone3), s390
# (memfd_secret), csky and hexagon (sync_file_range2), and two whose
# entry points only changed.  Unknown: the 338 that lost only their ia64
# number with the ia64 table (the report says the architecture went).
test_expect_success 'verdicts: 3 breaking, 7 compatible, 338 unknown' '
	[ "$(count "\"compat\":\"breaking\"" diff.json)" = 3 ] &&
	[ "$(count "\"compat\":\"compatible\"" diff.json)" = 7 ] &&
	[ "$(count "\"compat\":\"unknown\"" diff.json)" = 338 ] &&
	[ "$(count "^~ .*  \[breaking: " diff.txt)" = 3 ]
'

test_expect_success 'lookup_dcookie: now sys_ni_syscall, breaking, on the ABIs named' '
	grep -q "^~ lookup_dcookie .*\[breaking: now sys_ni_syscall (ENOSYS) on alpha, arm, arm64_32, generic, ia64, .*x86_64, xtensa\]$" diff.txt
'

test_expect_success 'mmap: off_t to unsigned long is a signedness change' '
	grep -q "^~ mmap .*\[breaking: .*sig.loongarch: argument 6: off_t -> unsigned long differs in signedness\]$" diff.txt
'

test_expect_success 'exit: noreturn is a flag, not an entry point' '
	sed -n "/^~ exit /,/^[-+~] /p" diff.txt >exit &&
	grep -qx "	flags: (none) -> noreturn" exit &&
	! grep -q "noreturn |\|| noreturn\| - |" diff.txt
'

test_expect_success 'a table row wired to sys_ni_syscall has no number' '
	abiwatch scan -v --kind syscall $NEW >scan.txt &&
	sed -n "/^syscall lookup_dcookie /,/^syscall /p" scan.txt >ld &&
	grep -qx "	entry: sys_ni_syscall" ld &&
	! grep -q "	nr\." ld
'

test_done
