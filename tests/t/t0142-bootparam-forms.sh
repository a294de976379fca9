#!/bin/sh
# Boot parameters in the forms the early code gives them
# (tests/fixtures/bootforms): the sysctl aliases and arm64's override
# aliases (not one with a value, "kvm_arm.mode=nvhe"), the names s390's
# decompressor compares with what next_arg() cuts from the command line
# (not zram's next_arg() of a sysfs write), the early_param() that
# decompressor_handled_param() declares, a module parameter of
# device_param_cb(), and __setup("ring3mwait=disable"), whose parameter
# is ring3mwait.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/bootforms

test_expect_success 'boot-param: the forms of early code are read' '
	abiwatch scan -v -k boot-param,module-param $TREE >"$TRASH/scan" \
		2>"$TRASH/err" &&
	[ ! -s "$TRASH/err" ] &&
	test_cmp "$EXPECT/t0142-scan.txt" "$TRASH/scan"
'

test_expect_success 'boot-param: no value, no sysfs write, is a parameter' '
	! grep -q "^boot-param \(kvm_arm\.mode\|priority\|ring3mwait=\)" \
		"$TRASH/scan"
'

test_done
