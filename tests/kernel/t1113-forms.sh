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
# of options parsed by hand.  Then fs-param 79 added, 20 removed: the
# value tables (cifs's reparse=, cache=, upcall_target= values, btrfs's
# rescue= values, memory.reclaim's keys) are no mount options; and
# boot-param 43 added, 39 removed, 22 changed with the forms of early
# code: arm64's new override aliases (nomops, nolva, no32bit_el0), s390's
# relocate_lowcore and the removal of its noexec; cmma, read by s390's
# decompressor in both, is no longer removed.  cgroup had 6 changed: 4
# were pids files whose hierarchy went "v2 -> v1 | v2", wrong since 6.1's
# pids_files is both .legacy_cftypes and .dfl_cftypes (issue 13's
# precision sample, t1160).  Exact, since the trees are fixed.
test_expect_success 'the 6.1 -> 6.12 counts of the three kinds' '
	abiwatch diff -k cgroup,fs-param,boot-param $OLD $NEW >counts.txt 2>/dev/null
	grep -qx "cgroup: 9 added, 1 removed, 2 changed" counts.txt &&
	grep -qx "fs-param: 79 added, 20 removed, 176 changed.*" counts.txt &&
	grep -qx "boot-param: 43 added, 39 removed, 22 changed.*" counts.txt
'

# kernel-parameters.txt: 862 of 996 found before (86%), 880 with the
# forms parsed by hand, 894 with the parameters of rcu's headers under
# their includers' prefixes (rcutree., rcupdate.), 912 with the aliases
# tables (sysctl's, arm64's), s390's next_arg() names, the initcall-level
# module_param_cb()s and __setup("powersave=off") named powersave, 914
# with the parameters drivers' macros write (grcan's).
test_expect_success 'kernel-parameters.txt coverage of 6.12' '
	sh "$TEST_DIR/bootparam-coverage.sh" "$ABIWATCH" $NEW cov >cov.txt &&
	grep -qx "found 914 of 996 documented parameters (91%)" cov.txt
'

test_done
