#!/bin/sh
# uapi headers and ioctls between Debian's 6.1 and 6.12 kernel trees.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12
UAPI=uapi-header,uapi-macro,uapi-type,uapi-enum,ioctl

abiwatch diff -v --kind $UAPI $OLD $NEW >diff.txt 2>diff.err
echo $? >diff.status

# The uapi headers of a tree as abiwatch names them, found by find(1):
# regular files only, as abiwatch never follows symbolic links.
headers() {
	(cd "$1" && find include/uapi arch/*/include/uapi -type f -name '*.h') |
	sed -e 's|^include/uapi/||' \
	    -e 's|^arch/\([^/]*\)/include/uapi/\(.*\)|\2 (\1)|' | LC_ALL=C sort
}

# The names abiwatch reports removed in the sections of kinds $1.
removed() {
	awk -v kinds="$1" '
		/^[a-z-]+: [0-9]+ added/ { sub(":", "", $1); k = $1; next }
		/^- / && index(kinds, "," k ",") { print $2 }' diff.txt |
	LC_ALL=C sort -u
}

test_expect_success 'the diff exits 1 (changes) and skips nothing' '
	[ "$(cat diff.status)" = 1 ] && [ ! -s diff.err ]
'

# 50 headers are new in 6.12 and 43 are gone: 29 with ia64, 6 with the
# DRM drivers removed in 6.3 (i810, mga, r128, savage, sis, via), and 8
# retired or moved: bpfilter.h, cm4000_cs.h, dlm_netlink.h, iommu.h,
# meye.h, tc_act/tc_ipt.h, powerpc's asm/papr_pdsm.h (now
# linux/papr_pdsm.h) and misc/habanalabs.h (now drm/habanalabs_accel.h).
test_expect_success 'exactly the new and removed uapi headers' '
	headers $OLD >old.h && headers $NEW >new.h &&
	LC_ALL=C comm -13 old.h new.h >added.expect &&
	LC_ALL=C comm -23 old.h new.h >removed.expect &&
	sed -n "/^uapi-header:/,/^\$/p" diff.txt >hdr &&
	sed -n "s/^+ \(.*\) [^ ]*:1\$/\1/p" hdr >added &&
	sed -n "s/^- \(.*\) [^ ]*:1\$/\1/p" hdr >removed &&
	test_cmp added.expect added &&
	test_cmp removed.expect removed &&
	[ "$(wc -l <added)" = 50 ] && [ "$(wc -l <removed)" = 43 ] &&
	[ "$(grep -c "(ia64)\$" removed)" = 29 ]
'

# A constant or ioctl reported removed must have no definition left in
# the new tree: no #define of it (anywhere in the kernel for an ioctl,
# in the uapi headers for a constant) and no enumerator of that name.
# (AT_SYSINFO, whose x86 definition is i386's only, is x86_32's now:
# ia64's definition removed, no more.)
test_expect_success 'no constant or ioctl removed that still exists in another form' '
	removed ",uapi-macro,uapi-enum," >consts &&
	removed ",ioctl," >ioctls &&
	[ -s consts ] && [ -s ioctls ] &&
	names=$(paste -sd "|" consts) &&
	(cd $NEW && rg -N --no-filename -o -r "\$1" \
		-e "^\\s*#\\s*define\\s+($names)\\b" \
		-e "^\\s*($names)\\s*(=[^=]|,|\$)" \
		include/uapi arch/*/include/uapi) | LC_ALL=C sort -u >still &&
	names=$(paste -sd "|" ioctls) &&
	(cd $NEW && rg -N --no-filename -o -r "\$1" -g "!tools/**" \
		-g "!samples/**" -g "!**/selftests/**" \
		-e "^\\s*#\\s*define\\s+($names)\\b" .) |
		LC_ALL=C sort -u >>still &&
	: >still.expect &&
	LC_ALL=C sort -u still >still.sorted &&
	test_cmp still.expect still.sorted
'

test_expect_success 'what only i386 sees in x86 headers is x86_32: AT_SYSINFO stays' '
	grep -q "^~ AT_SYSINFO arch/x86/include/uapi/asm/auxvec.h:9  \[breaking: ia64: definition removed\]" diff.txt &&
	abiwatch scan -v --kind uapi-macro,uapi-type $NEW >x86.txt &&
	sed -n "/^uapi-macro AT_SYSINFO /,/^uapi-/p" x86.txt >at &&
	grep -qx "	x86_32:int: 32" at && ! grep -q "^	x86:" at &&
	sed -n "/^uapi-type struct msqid64_ds /,/^uapi-/p" x86.txt >msq &&
	grep -q "^	x86_x32:member.msg_qnum: __kernel_ulong_t\$" msq &&
	[ "$(grep -c "^	x86_32:" x86.txt)" = 150 ] &&
	[ "$(grep -c "^	x86_x32:" x86.txt)" = 35 ]
'

# Issue 20: what left linux/kvm.h for s390's, x86's, powerpc's and
# arm64's asm/kvm.h in 6.12 is lost by every other KVM architecture;
# what came from powerpc's asm/papr_pdsm.h to linux/papr_pdsm.h, gained.
moved() {
	awk -v kind="$1" -v what="$2" '
		/^[a-z-]+: [0-9]+ added/ { k = $1; next }
		k == kind ":" && /^~ / && index($0, what) { n++ }
		END { print n + 0 }' diff.txt
}

test_expect_success 'left the generic headers: breaking; came: compatible' '
	lost="[breaking: left the generic headers: every architecture but" &&
	[ "$(moved uapi-macro "$lost s390 lost it; same value]")" = 40 ] &&
	[ "$(moved uapi-macro "$lost s390 lost it")" = 41 ] &&
	[ "$(awk "/^uapi-macro: /,/^uapi-type: /" diff.txt | grep "^~ KVM_S390_" |
		grep -cF "$lost s390 lost it")" = 41 ] &&
	[ "$(moved uapi-macro "$lost x86 lost it")" = 27 ] &&
	[ "$(moved uapi-enum "$lost s390 lost it")" = 15 ] &&
	[ "$(moved uapi-type "$lost s390 lost it")" = 25 ] &&
	[ "$(moved ioctl "$lost s390 lost it")" = 5 ] &&
	gained="[compatible: now in the generic headers: every architecture but powerpc gained it; same value]" &&
	[ "$(moved uapi-macro "$gained")" = 10 ] &&
	[ "$(moved uapi-enum "$gained")" = 4 ] &&
	grep -q "^~ PAPR_PDSM_HEALTH include/uapi/linux/papr_pdsm.h:[0-9]*  \[compatible: now in the generic" diff.txt &&
	! grep -q "moved from generic\|to generic headers" diff.txt
'

# "#define VESA_NO_BLANKING VESA_NO_BLANKING" lets #ifdef see an
# enumerator: what uses it has the enumerator's value, and the two are
# one item, the enumerator with "ifdef: yes".  6.1's #define of it is
# that item changed, not removed; 6.12's new ones are added once.
test_expect_success 'an enumerator behind a #define of itself has its value' '
	grep -q "^~ KVM_DEV_TYPE_MAX .*\[compatible: sentinel moved from 11 to 12\]" diff.txt &&
	grep -q "^~ VESA_NO_BLANKING include/uapi/linux/vesa.h:7  \[compatible: same value\]$" diff.txt &&
	! grep -q "^+ VESA_NO_BLANKING " diff.txt && ! grep -q "^~ FB_BLANK_" diff.txt &&
	[ "$(grep -c "^+ KVM_DEV_TYPE_RISCV_AIA " diff.txt)" = 1 ]
'

test_expect_success 'layouts agree with gcc on every generic uapi struct it compiles' '
	sh "$TEST_DIR/layout-check.sh" "$ABIWATCH" $NEW layout >layout.out 2>&1 &&
	tail -n 1 layout.out >layout.sum &&
	grep -q "^checked [0-9]* structs in [0-9]* headers, 0 failures," layout.sum &&
	[ "$(sed "s/checked \([0-9]*\).*/\1/" layout.sum)" -ge 3700 ]
'

test_expect_success 'new syscalls of 6.12 are not uapi constants twice' '
	! grep -q "__NR_mseal" diff.txt
'

# Spot-checked by hand against the sources.
test_expect_success 'breaking: a renamed enumerator whose name was reused' '
	grep -q "^~ IPSTATS_MIB_OUTPKTS .*\[breaking: value changed from 5 to 37\]" diff.txt
'

test_expect_success 'breaking: a member that became padding' '
	grep -q "^~ struct snd_pcm_info .*\[breaking: member sync removed or renamed\]" diff.txt
'

test_expect_success 'compatible: perf_event_attr and bpf_attr grew, passed with their size' '
	grep -q "^~ struct perf_event_attr .*\[compatible: grew from 128 to 136" diff.txt &&
	grep -q "^~ union bpf_attr .*\[compatible: grew from 144 to 152" diff.txt
'

test_expect_success 'compatible: a #define that became an enumerator' '
	sed -n "/^~ TCP_V4_FLOW /,/^[-+~] /p" diff.txt >flow &&
	grep -q "\[compatible: same value; now an enumerator, #ifdef TCP_V4_FLOW stops seeing it\]" flow &&
	grep -qx "	kind: uapi-macro -> uapi-enum" flow
'

test_expect_success 'an ioctl of an arch struct is computed from that arch' '
	abiwatch scan -v --kind ioctl $NEW >ioctl.txt &&
	sed -n "/^ioctl KVM_S390_GET_SKEYS /,/^ioctl /p" ioctl.txt >skeys &&
	grep -qx "	cmd: 0x4040aeb2" skeys
'

test_expect_success 'the diff is identical across thread counts' '
	abiwatch diff -j 1 --format json --kind $UAPI $OLD $NEW >j1.json;
	abiwatch diff -j 2 --format json --kind $UAPI $OLD $NEW >j2.json;
	test_cmp j1.json j2.json
'

test_done
