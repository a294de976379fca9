#!/bin/sh
# The deprecation kind end to end on tests/fixtures/deprecation: one
# warning of each print family, each tie to the ABI it guards.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/deprecation
SCAN="$EXPECT/deprecation-scan.txt"

# has ITEM-PREFIX ATTRIBUTE-LINE: the item's attributes include that line.
has() {
	item_attrs "$SCAN" "$1" | grep -qxF "	$2"
}

test_expect_success 'scan lists every warning with its attributes' '
	abiwatch scan -v -k deprecation $TREE >"$TRASH/out" &&
	test_cmp "$SCAN" "$TRASH/out"
'

test_expect_success 'a syscall whose SYSCALL_DEFINE body warns' '
	has "deprecation %s (%d) uses deprecated widget_old() syscall." "guard: widget_old" &&
	has "deprecation %s (%d) uses deprecated widget_old() syscall." "guard-kind: syscall" &&
	has "deprecation %s (%d) uses deprecated widget_old() syscall." "frequency: once"
'

test_expect_success 'ioctls by case labels of one arm, and by if (cmd == X)' '
	has "deprecation %s uses obsolete ioctl %u" "guard: WIDGET_OLD_A | WIDGET_OLD_B" &&
	has "deprecation %s uses obsolete ioctl %u" "frequency: ratelimited" &&
	has "deprecation %s uses obsolete ioctl %u" "pr_fmt: %s: " &&
	has "deprecation widget: WIDGET_LEGACY will be removed" "guard: WIDGET_LEGACY" &&
	has "deprecation widget: WIDGET_LEGACY will be removed" "level: warning"
'

test_expect_success 'sysfs attributes by NAME_show and by the function an ATTR passes' '
	has "deprecation legacy_mode is" "guard: legacy_mode (drivers/widget/widget_sysfs)" &&
	has "deprecation legacy_mode is" "guard-by: sysfs-show" &&
	has "deprecation Sensor kind %d is" "guard: temp1_kind (drivers/widget/widget_sysfs) | temp2_kind (drivers/widget/widget_sysfs)"
'

test_expect_success 'boot and module parameters by their handlers' '
	grep -A8 -F "widget: \\\"widget_old=\\\" is obsolete" "$SCAN" >"$TRASH/it" &&
	grep -qx "	guard: widget_old" "$TRASH/it" &&
	grep -qx "	guard-kind: boot-param" "$TRASH/it" &&
	has "deprecation compat is no longer supported" "guard: ?.compat" &&
	has "deprecation compat is no longer supported" "guard-kind: module-param"
'

test_expect_success 'not a deprecation: debug messages, other words, comments' '
	! grep -q "debug messages\|unexpected widget state\|widget_new" "$SCAN"
'

test_expect_success 'a warning in a macro body, WARN_ONCE' '
	has "deprecation old widget API is deprecated" "function: (macro WIDGET_WARN_OLD)" &&
	has "deprecation Scheduled for removal: the widget %s binding" "call: WARN_ONCE"
'

test_done
