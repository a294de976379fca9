#!/bin/sh
# Issue 20: the ABIs of x86 other than x86-64 (what only i386 or x32
# compilers see in arch/x86/include/uapi), and definitions that leave the
# generic headers for some architectures' own or come the other way
# (tests/fixtures/uapi-arch).
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/uapi-arch/old
NEW=tests/fixtures/uapi-arch/new

# verdict NAME VERDICT: the change line of NAME carries VERDICT.
verdict() {
	grep -F -- "~ $1 " "$TRASH/diff" | grep -qF "[$2]"
}

test_expect_success 'the diff, whole' '
	test_status 1 abiwatch diff -v $OLD $NEW >"$TRASH/diff" &&
	test_cmp "$EXPECT/uapi-arch-diff.txt" "$TRASH/diff"
'

test_expect_success 'an i386-only definition is x86_32, not removed with ia64' '
	! grep -q "^- AT_SYSINFO " "$TRASH/diff" &&
	verdict AT_SYSINFO "breaking: ia64: definition removed" &&
	abiwatch scan -v -k uapi-macro $NEW >"$TRASH/scan" &&
	sed -n "/^uapi-macro AT_SYSINFO /,/^uapi-/p" "$TRASH/scan" >"$TRASH/at" &&
	grep -qx "	x86_32:int: 32" "$TRASH/at" &&
	! grep -q "^	x86:" "$TRASH/at"
'

test_expect_success 'what only i386 sees changes as x86_32' '
	verdict GADGET_NREGS "breaking: x86_32: value changed from 2 to 3" &&
	grep -qx "	x86_32:member.flags: (none) -> __u32" "$TRASH/diff"
'

test_expect_success 'what only x32 sees is x86_x32, without an x86-64 layout' '
	abiwatch scan -v -k uapi-type $NEW >"$TRASH/types" &&
	sed -n "/^uapi-type typedef __gadget_clock_t /,/^uapi-/p" "$TRASH/types" >"$TRASH/clk" &&
	grep -qx "	x86_x32:type: long long" "$TRASH/clk" &&
	! grep -q "size" "$TRASH/clk"
'

test_expect_success 'a definition both ABIs see is x86 only, once' '
	sed -n "/^uapi-type struct gadget_regs /,/^uapi-/p" "$TRASH/types" >"$TRASH/regs" &&
	grep -qx "	x86:member.ip: __u64 @0 size 8" "$TRASH/regs" &&
	grep -qx "	x86_32:member.ip: __u32" "$TRASH/regs" &&
	sed -n "/^uapi-macro AT_SYSINFO_EHDR /,/^uapi-/p" "$TRASH/scan" >"$TRASH/ehdr" &&
	grep -qx "	x86:int: 33" "$TRASH/ehdr" && ! grep -q "x86_" "$TRASH/ehdr"
'

test_expect_success 'left the generic headers: breaking, naming who kept it' '
	verdict GADGET_S390_RESET "breaking: left the generic headers: every architecture but s390 lost it; same value" &&
	verdict GADGET_S390_STOP "breaking: left the generic headers: every architecture but s390 lost it; value changed from 2 to 3" &&
	verdict GADGET_WIDTH "breaking: left the generic headers: every architecture but mips lost it"
'

test_expect_success 'came into the generic headers: compatible, naming who had it' '
	verdict GADGET_PDSM_MIN "compatible: now in the generic headers: every architecture but powerpc gained it; same value" &&
	verdict GADGET_PDSM_HEALTH "compatible: now in the generic headers: every architecture but powerpc gained it; same value"
'

test_expect_success 'the same across thread counts' '
	abiwatch diff -j 1 --format json $OLD $NEW >"$TRASH/j1.json";
	abiwatch diff -j 2 --format json $OLD $NEW >"$TRASH/j2.json";
	test_cmp "$TRASH/j1.json" "$TRASH/j2.json"
'

test_done
