#!/bin/sh
# uapi headers and ioctls end to end on tests/fixtures/uapi, whose
# widget.h has one example of each rule of docs/compat.md.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/uapi/old
NEW=tests/fixtures/uapi/new
UAPI=uapi-header,uapi-macro,uapi-type,uapi-enum,ioctl

# verdict NAME VERDICT: the change line of NAME carries VERDICT.
verdict() {
	grep -F -- "$1 " "$TRASH/diff" | grep -qF "[$2"
}

test_expect_success 'scan lists headers, constants, types, enumerators, ioctls' '
	abiwatch scan -v $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/uapi-scan-new.txt" "$TRASH/out"
'

test_expect_success 'diff with a verdict on each change, exit 1' '
	test_status 1 abiwatch diff $OLD $NEW >"$TRASH/diff" &&
	test_cmp "$EXPECT/uapi-diff.txt" "$TRASH/diff"
'

test_expect_success 'diff as JSON carries compat and reason' '
	test_status 1 abiwatch diff --format json -k $UAPI $OLD $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/uapi-diff.json" "$TRASH/out"
'

test_expect_success 'diff as Markdown carries the verdict' '
	test_status 1 abiwatch diff --format markdown $OLD $NEW >"$TRASH/out" &&
	grep -qF "| changed | \`struct widget_pair\` | include/uapi/linux/widget.h:68 | **breaking**: member b removed or renamed<br>" "$TRASH/out"
'

test_expect_success 'new and removed headers' '
	grep -qx "+ linux/widget_stat.h include/uapi/linux/widget_stat.h:1" "$TRASH/diff" &&
	grep -qx -e "- linux/gizmo.h include/uapi/linux/gizmo.h:1" "$TRASH/diff" &&
	grep -qx "+ asm/widget.h (x86) arch/x86/include/uapi/asm/widget.h:1" "$TRASH/diff"
'

test_expect_success 'additions: constant, enumerator, struct' '
	grep -q "^+ WIDGET_F_QUIET " "$TRASH/diff" &&
	grep -q "^+ WIDGET_STATE_STANDBY " "$TRASH/diff" &&
	grep -q "^+ struct widget_event " "$TRASH/diff"
'

test_expect_success 'compatible: sentinels, masks, versions, same value' '
	verdict __WIDGET_STATE_MAX "compatible: sentinel moved from 2 to 3" &&
	verdict WIDGET_STATE_MAX "compatible: sentinel moved" &&
	verdict WIDGET_F_MASK "compatible: mask of flags grew from 3 to 7" &&
	verdict WIDGET_API_VERSION "compatible: version bumped from 3 to 4" &&
	verdict WIDGET_F_FAST "compatible: same value"
'

test_expect_success 'compatible: appended to an extensible struct' '
	verdict "struct widget_args" "compatible: grew from 16 to 24, a struct passed with its size (WIDGET_ARGS_SIZE_VER0)"
'

test_expect_success 'compatible: reserved member put to use' '
	verdict "struct widget_config" "compatible: reserved member put to use"
'

test_expect_success 'compatible: flexible array written in another form' '
	verdict "struct widget_blob" "compatible: flexible array written in another form"
'

test_expect_success 'unknown: appended to a struct not known to be sized' '
	verdict "struct widget_info" "unknown: grew from 8 to 16, members appended"
'

test_expect_success 'breaking: removed, reordered, retyped members' '
	verdict "struct widget_pair" "breaking: member b removed or renamed" &&
	verdict "struct widget_point" "breaking: member x moved from @0 to @4" &&
	verdict "struct widget_range" "breaking: type of member end changed from __u32 to __u64"
'

test_expect_success 'breaking: size of a fixed-size struct, constant value' '
	verdict "struct widget_stamp" "breaking: alignment changed from 8 to 16, size from 8 to 16" &&
	verdict WIDGET_NAME_LEN "breaking: value changed from 16 to 32"
'

test_expect_success 'ioctls: number changed breaks, a DRM argument may grow' '
	verdict WIDGET_IOC_RESET "breaking: command changed from 0x00005703 to 0x00005706" &&
	verdict DRM_IOCTL_WIDGET_SUBMIT "compatible: DRM argument grew from 16 to 24 bytes"
'

test_expect_success 'an ioctl or constant in another form is not removed' '
	! grep -q "^- WIDGET_IOC_PING" "$TRASH/diff" &&
	! grep -q "WIDGET_IOC_STAT" "$TRASH/diff" &&
	verdict WIDGET_MODE_RAW "compatible: same value" &&
	verdict WIDGET_OLD_LIMIT "breaking: left the generic headers: every architecture but x86 lost it; same value"
'

test_expect_success 'a private ioctl of a driver, through its wrapper macro' '
	abiwatch scan -v -k ioctl $NEW >"$TRASH/out" &&
	grep -A6 "^ioctl WIDGET_PRIV_TUNE drivers/misc/widget.c:11" "$TRASH/out" |
		grep -qx "	cmd: 0xc0107701"
'

test_expect_success 'saved inventories give the same diff and verdicts' '
	abiwatch scan --format json -o "$TRASH/old.json" $OLD &&
	abiwatch scan --format json -o "$TRASH/new.json" $NEW &&
	test_status 1 abiwatch diff "$TRASH/old.json" "$TRASH/new.json" >"$TRASH/inv" &&
	sed 1,2d "$TRASH/inv" >"$TRASH/inv.body" &&
	sed 1,2d "$EXPECT/uapi-diff.txt" >"$TRASH/dir.body" &&
	test_cmp "$TRASH/dir.body" "$TRASH/inv.body"
'

test_expect_success 'only the kinds asked for' '
	abiwatch scan -k uapi-header $NEW >"$TRASH/out" &&
	test "$(grep -vc "^uapi-header " "$TRASH/out")" = 1
'

test_expect_success '__KERNEL__ sections are not user ABI' '
	! grep -q WIDGET_KERNEL_ONLY "$EXPECT/uapi-scan-new.txt"
'

test_done
