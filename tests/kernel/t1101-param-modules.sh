#!/bin/sh
# Module parameters named by the module an obj-... line builds: a
# Makefile variable that only collects objects for another composite
# (msm's adreno-y, lockd's lockd-objs-y) is not a module.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12

abiwatch diff -k module-param $OLD $NEW >diff.txt 2>diff.err
echo $? >diff.status

test_expect_success 'collector variables are not modules' '
	[ "$(cat diff.status)" = 1 ] && [ ! -s diff.err ] &&
	! grep -q "adreno\.\|lockd_objs\.\|arm_smmu_v3_objs\.\|msm_display\." diff.txt &&
	grep -q "^+ msm.psr_enabled drivers/gpu/drm/msm/dp/dp_display.c:" diff.txt
'

# A real change stays: disable_bypass left arm-smmu-v3.c in 6.12.
test_expect_success 'a parameter gone from the source is still removed' '
	grep -q "^- arm_smmu_v3.disable_bypass " diff.txt
'

# 6.1 -> 6.12: 411 added, 300 removed before; 400 and 289 then (adreno's
# 4 and lockd's 6 read as new names, arm-smmu-v3's as renames); 287
# removed once device_param_cb() was read (nvmet_tcp's two are still
# there in 6.12); 399 added and 298 removed with the parameters drivers'
# macros write (lpfc's aer_support was LPFC_ATTR() in 6.1; ixgb's 10 and
# u132-hcd's testing are real removals).
test_expect_success 'the 6.1 -> 6.12 module-param counts' '
	grep -qx "module-param: 399 added, 298 removed, 56 changed.*" diff.txt
'

test_done
