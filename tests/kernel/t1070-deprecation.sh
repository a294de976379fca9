#!/bin/sh
# The deprecation kind and abiwatch logs on Debian's linux-source-6.12.
. "$(dirname "$0")/../t/lib.sh"

NEW=$KERNELS/linux-source-6.12

abiwatch scan -v -k deprecation $NEW >scan.txt 2>scan.err
echo $? >scan.status

item() {
	item_attrs scan.txt "$1"
}

# Measured on 6.12: 194 warnings, 43 of them tied to the ABI they guard.
test_expect_success 'the scan skips nothing: 194 warnings, 43 tied' '
	[ "$(cat scan.status)" = 0 ] && [ ! -s scan.err ] &&
	[ "$(grep -c "^deprecation " scan.txt)" = 194 ] &&
	[ "$(grep -c "^	guard-kind: " scan.txt)" = 43 ]
'

test_expect_success 'the hand-checked sample of 20 is drawn the same' '
	sh "$TEST_DIR/deprecation-sample.sh" scan.txt >sample &&
	grep -v "^#" "$TEST_DIR/deprecation-sample.txt" | cut -f1-3 >want &&
	test_cmp want sample
'

test_expect_success 'a syscall, ioctls, a sysfs attribute, a boot parameter' '
	item "deprecation %s (%d) uses deprecated remap_file_pages() syscall." |
		grep -qx "	guard: remap_file_pages" &&
	item "deprecation program %s is using a deprecated SCSI ioctl," |
		grep -qx "	guard: SCSI_IOCTL_BENCHMARK_COMMAND | SCSI_IOCTL_SEND_COMMAND | SCSI_IOCTL_START_UNIT | SCSI_IOCTL_STOP_UNIT | SCSI_IOCTL_SYNC | SCSI_IOCTL_TEST_UNIT_READY" &&
	item "deprecation the capability attribute has been deprecated." |
		grep -qx "	guard: capability (block/genhd)" &&
	item "deprecation clock= boot option is deprecated" |
		grep -qx "	guard-kind: boot-param"
'

test_expect_success 'pr_fmt is kept: "UDPLite: "' '
	item "deprecation UDP-Lite is deprecated and scheduled to be removed" |
		grep -qx "	pr_fmt: UDPLite: "
'

test_expect_success 'logs: real messages of 6.12 found, noise not' '
	abiwatch scan -f json -k deprecation -o inv.json $NEW &&
	{ echo "[    1.000000] usb 1-1: new high-speed USB device number 2 using xhci_hcd";
	  echo "[    2.000000] UDPLite: UDP-Lite is deprecated and scheduled to be removed in 2025, please contact the netdev mailing list";
	  echo "[    3.000000] mmap: mmapper (77) uses deprecated remap_file_pages() syscall. See Documentation/mm/remap_file_pages.rst.";
	  echo "[    4.000000] program sg_start is using a deprecated SCSI ioctl, please convert it to SG_IO"; } >k.log &&
	test_status 1 abiwatch logs inv.json k.log >logs.txt &&
	grep -q "^3 of 194 deprecations of inv.json seen in 4 lines of 1 files$" logs.txt &&
	grep -q "^k.log: 4 lines, 3 matched$" logs.txt
'

# 6.1 -> 6.12: 29 added, 21 removed, 6 changed; the cgroup v1 warnings
# that moved from mm/memcontrol.c to memcontrol-v1.c, the lpass-cpu one
# that writes out its %s, the mpu401 one that 6.1 printed with
# snd_printk() are changes (tests/kernel/precision/deprecation.txt).
test_expect_success '6.1 -> 6.12: moved and re-expressed warnings are changes' '
	test_status 1 abiwatch diff -v -k deprecation $KERNELS/linux-source-6.1 $NEW >diff.txt &&
	grep -q "^deprecation: 29 added, 21 removed, 6 changed" diff.txt &&
	grep -q "^~ Cgroup memory moving (move_charge_at_immigrate) is deprecated.* (mm/memcontrol-v1) " diff.txt &&
	grep -q "^~ qcom,lpass-cpu-apq8016 compatible is deprecated (sound/soc/qcom/lpass-cpu) " diff.txt &&
	grep -qx "	call: snd_printk -> dev_err" diff.txt
'

# The kernel repository has the tags v6.1 and v6.12: of the 194 warnings
# of 6.12, 165 are in v6.1 already, 29 new.
test_expect_success 'removal candidates of v6.12 dated from the tags' '
	abiwatch --git $KERNELS/git scan -v --removal-candidates v6.12 >rc.txt &&
	[ "$(grep -c "^	@since: v6.1 (the oldest release known: maybe older)$" rc.txt)" = 165 ] &&
	[ "$(grep -c "^	@since: v6.12$" rc.txt)" = 29 ] &&
	item_attrs rc.txt "deprecation UDP-Lite is deprecated and scheduled to be removed in 2025, please contact the netdev mailing list (net/ipv4/udplite)" |
		grep -qx "	@since: v6.12" &&
	item_attrs rc.txt "deprecation Cgroup memory moving (move_charge_at_immigrate) is deprecated." |
		grep -qx "	@since: v6.1 (the oldest release known: maybe older)"
'

test_expect_success 'the scan is identical across thread counts' '
	abiwatch scan -j 1 -f json -k deprecation $NEW >j1.json &&
	abiwatch scan -j 2 -f json -k deprecation $NEW >j2.json &&
	test_cmp j1.json j2.json
'

test_done
