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
# removed now that device_param_cb() is read (nvmet_tcp's two are still
# there in 6.12).
test_expect_success 'the 6.1 -> 6.12 module-param counts' '
	grep -qx "module-param: 400 added, 287 removed, 56 changed.*" diff.txt
'

test_done
