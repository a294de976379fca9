#!/bin/sh
# Form changes of cgroup, fs-param and boot-param (issue 13, classes 2, 3
# and 5) on the real trees: hugetlb's cgroup files built by snprintf()
# (6.1) and from a template table (6.12), fat's options in another file
# than its filesystems, and boot parameters found in the command line by
# hand are the same items on both sides.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12


abiwatch diff -v -k cgroup,fs-param,boot-param $OLD $NEW >diff.txt 2>diff.err
echo $? >diff.status

test_expect_success 'hugetlb cgroup files are not added' '
	[ "$(cat diff.status)" = 1 ] && [ ! -s diff.err ] &&
	! grep -q "^[-+] hugetlb\." diff.txt &&
	! grep -q "(mm/hugetlb_cgroup.c)" diff.txt
'

test_expect_success 'fat options are named by filesystem on both sides' '
	! grep -q "(fs/fat/" diff.txt &&
	! grep -q "^[-+] \(msdos\|vfat\):\(uid\|iocharset\|dots\|nodots\|shortname\) " diff.txt &&
	grep -q "^~ vfat:iocharset fs/fat/inode.c:" diff.txt
'

test_expect_success 'a parameter parsed by hand, then by early_param, is changed' '
	grep -A5 "^~ pti arch/x86/mm/pti.c:" diff.txt |
		grep -qx "	via: cmdline_find_option -> (none)" &&
	! grep -q "^+ \(pti\|nokaslr\|no5lvl\|mem_encrypt\|dis_ucode_ldr\) " diff.txt &&
	grep -q "^+ fred arch/x86/kernel/cpu/common.c:" diff.txt
'

# Before: cgroup 24 added, 1 removed; fs-param 146 added, 29 removed;
# boot-param 38 added, 39 removed.  After: hugetlb's 15 files matched;
# fat's, erofs's, 9p's options and the noX of fsparam_flag_no() read on
# both sides (9p's loose, fscache and mmap and ntfs3's 8 noX are real
# removals now found); pti, nokaslr and no5lvl changed form, and fred,
# nousershstk, microcode.amd_sha_check and kexec_file are real additions
# of options parsed by hand.  Exact, since the trees are fixed.  cgroup
# had 6 changed: 4 were pids files whose hierarchy went "v2 -> v1 | v2",
# wrong since 6.1's pids_files is both .legacy_cftypes and .dfl_cftypes
# (issue 13's precision sample, t1160).
test_expect_success 'the 6.1 -> 6.12 counts of the three kinds' '
	abiwatch diff -k cgroup,fs-param,boot-param $OLD $NEW >counts.txt 2>/dev/null
	grep -qx "cgroup: 9 added, 1 removed, 2 changed" counts.txt &&
	grep -qx "fs-param: 89 added, 25 removed, 176 changed.*" counts.txt &&
	grep -qx "boot-param: 39 added, 39 removed, 16 changed.*" counts.txt
'

# kernel-parameters.txt: 862 of 996 found before (86%), 880 now.
test_expect_success 'kernel-parameters.txt coverage of 6.12' '
	sh "$TEST_DIR/bootparam-coverage.sh" "$ABIWATCH" $NEW cov >cov.txt &&
	grep -qx "found 880 of 996 documented parameters (88%)" cov.txt
'

test_done
