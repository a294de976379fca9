#!/bin/sh
# System calls between Debian's 6.1 and 6.12 kernel trees.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12
# -v: the items the report folds (a removed architecture's) are listed too.

abiwatch diff -v --kind syscall $OLD $NEW >diff.txt 2>diff.err
echo $? >diff.status

# The syscalls new in 6.2 to 6.12, each on the architectures that wired
# it up: riscv_hwprobe (6.4, riscv), cachestat (6.5), fchmodat2 and
# map_shadow_stack (6.6, the latter x86 only), futex_wake, futex_wait and
# futex_requeue (6.7), statmount, listmount and the three lsm_* calls
# (6.8), mseal (6.10) and uretprobe (6.11, x86 only).  No other syscall
# was added in those releases.
cat >added.expect <<'LIST'
cachestat
fchmodat2
futex_requeue
futex_wait
futex_wake
listmount
lsm_get_self_attr
lsm_list_modules
lsm_set_self_attr
map_shadow_stack
mseal
riscv_hwprobe
statmount
uretprobe
LIST

# ia64 was removed in 6.7, and with it the syscalls only it had.  Every
# other ia64 syscall still exists elsewhere and only loses its ia64
# number.  No syscall was removed from any remaining architecture.
cat >removed.expect <<'LIST'
clone2
getunwind
old_getpagesize
perfmonctl
LIST

test_expect_success 'the diff exits 1 (changes) and skips nothing' '
	[ "$(cat diff.status)" = 1 ] && [ ! -s diff.err ]
'

test_expect_success 'exactly the syscalls added in 6.2 to 6.12' '
	sed -n "s/^+ \([a-z0-9_]*\) .*/\1/p" diff.txt >added &&
	test_cmp added.expect added
'

test_expect_success 'exactly the syscalls removed with ia64' '
	sed -n "s/^- \([a-z0-9_]*\) .*/\1/p" diff.txt >removed &&
	test_cmp removed.expect removed
'

test_expect_success 'new syscalls carry their numbers and signatures' '
	abiwatch scan -v --kind syscall $NEW >scan.txt &&
	sed -n "/^syscall mseal /,/^syscall /p" scan.txt >mseal &&
	grep -qx "syscall mseal mm/mseal.c:[0-9]*" mseal &&
	grep -qx "	nr.generic: 462" mseal &&
	grep -qx "	nr.x86_64: 462" mseal &&
	grep -qx "	nr.x86_32.i386: 462" mseal &&
	grep -qx "	sig: unsigned long start, size_t len, unsigned long flags" mseal &&
	sed -n "/^syscall cachestat /,/^syscall /p" scan.txt >cachestat &&
	grep -qx "	nr.x86_64: 451" cachestat &&
	grep -qx "	entry: sys_cachestat" cachestat
'

test_expect_success 'a syscall kept elsewhere only loses its ia64 number' '
	sed -n "/^~ read /,/^[-+~] /p" diff.txt >read &&
	grep -qx "~ read fs/read_write.c:[0-9]*  \[unknown: no number on ia64, not sys_ni_syscall: its table is gone\]" read &&
	grep -qx "	nr.ia64: 2 -> (none)" read &&
	[ "$(grep -c "^	" read)" = 1 ]
'

# In 6.11 the generic syscalls and riscv's own moved from
# asm-generic/unistd.h and arch/riscv/include/uapi/asm/unistd.h into
# scripts/syscall.tbl; their numbers are the same and must not change.
test_expect_success 'syscalls that moved from a header to a table keep their numbers' '
	! grep -q "^~ riscv_flush_icache " diff.txt &&
	sed -n "/^~ io_setup /,/^[-+~] /p" diff.txt >io_setup &&
	grep -qx "	nr.ia64: 214 -> (none)" io_setup &&
	! grep -q "nr.generic" io_setup
'

test_expect_success 'the diff is identical across thread counts' '
	abiwatch diff -j 1 --format json --kind syscall $OLD $NEW >j1.json;
	abiwatch diff -j 2 --format json --kind syscall $OLD $NEW >j2.json;
	test_cmp j1.json j2.json
'

test_expect_success 'saved inventories give the same diff' '
	abiwatch scan --format json -o old.json $OLD &&
	abiwatch scan --format json -o new.json $NEW &&
	abiwatch diff -v --kind syscall old.json new.json >inv.txt;
	sed 1,2d inv.txt >inv.body && sed 1,2d diff.txt >diff.body &&
	test_cmp diff.body inv.body
'

test_done
