#!/bin/sh
# ioctl commands built with _IOC() itself (issue 20): xen's evtchn.h
# spells the direction and the size out, _IOC(_IOC_NONE, 'E', 0,
# sizeof(...)); usblp.c and private headers do the same.  Each is an ioctl
# with its direction, type, number, size and command, as _IOR() ones are.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/ioctl-ioc/old
NEW=tests/fixtures/ioctl-ioc/new

test_expect_success 'scan: _IOC() commands are ioctls with their command value' '
	abiwatch scan -v -k ioctl $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/ioctl-ioc-scan.txt" "$TRASH/out"
'

test_expect_success 'an _IOC() command is not also a constant' '
	abiwatch scan -k uapi-macro $NEW >"$TRASH/out" &&
	! grep -q IOCTL_EVTCHN "$TRASH/out"
'

test_expect_success 'direction none with a size: the size is in the command' '
	abiwatch scan -v -k ioctl $NEW >"$TRASH/out" &&
	sed -n "/^ioctl IOCTL_EVTCHN_RESTRICT_DOMID /,/^ioctl /p" "$TRASH/out" >"$TRASH/one" &&
	grep -qx "	cmd: 0x00024506" "$TRASH/one" &&
	grep -qx "	dir: none" "$TRASH/one" &&
	grep -qx "	size: 2" "$TRASH/one" &&
	grep -qx "	arg: struct ioctl_evtchn_restrict_domid" "$TRASH/one"
'

test_expect_success 'a direction that cannot be evaluated leaves the command unknown' '
	sed -n "/^ioctl LPIOC_ODD /,/^ioctl /p" "$TRASH/out" >"$TRASH/one" &&
	grep -qx "	cmd: unknown" "$TRASH/one" &&
	grep -qx "	dir: _IOC_SECRET" "$TRASH/one"
'

test_expect_success 'a function-like _IOC() macro with a parameter is no item' '
	! grep -q "^ioctl LPIOC_GET_DEVICE_ID" "$TRASH/out"
'

test_expect_success '_IOC() with the wrong number of arguments stays a constant' '
	abiwatch scan -k uapi-macro,ioctl $NEW >"$TRASH/out" &&
	grep -q "^uapi-macro XEN_EVTCHN_MALFORMED " "$TRASH/out" &&
	! grep -q "^ioctl XEN_EVTCHN_MALFORMED" "$TRASH/out"
'

test_expect_success 'diff: a grown _IOC() size is a new command, breaking' '
	test_status 1 abiwatch diff -k ioctl $OLD $NEW >"$TRASH/diff" &&
	test_cmp "$EXPECT/ioctl-ioc-diff.txt" "$TRASH/diff"
'

test_done
