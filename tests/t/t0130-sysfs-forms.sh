#!/bin/sh
# The classes of wrong sysfs lines of the hand-checked sample of issue 13
# (tests/kernel/precision/sysfs.txt), on tests/fixtures/sysfs13: the
# group directory of attributes written as wrapper uses in the attribute
# array, of a variable a wrapper declares (.attr = __ATTR()), of a group
# a wrapper makes; a file moved whole to another directory; an attribute
# taken over by the driver core or the perf core; one moved to another
# file of its driver with its function renamed; a lower-case wrapper of
# a wrapper; an IIO channel of a driver out of staging.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/sysfs13/old
NEW=tests/fixtures/sysfs13/new

test_expect_success 'the items of the new tree' '
	abiwatch scan -k sysfs $NEW 2>/dev/null >"$TRASH/scan" &&
	test_cmp "$EXPECT/t0130-scan.txt" "$TRASH/scan"
'

test_expect_success 'the diff is the expected one' '
	abiwatch diff -v -k sysfs $OLD $NEW >"$TRASH/out";
	test $? = 1 &&
	test_cmp "$EXPECT/t0130-diff.txt" "$TRASH/out"
'

test_expect_success 'events/: wrapper uses in the array, a wrapper variable, a wrapper group' '
	grep -q "^sysfs events/l2d_tlb (drivers/perf/gizmo_pmu) " "$TRASH/scan" &&
	grep -q "^sysfs events/br_return (drivers/perf/gizmo_v1_pmu) " "$TRASH/scan" &&
	grep -q "^sysfs events/ctxt_cache_hit (drivers/iommu/gizmo/perfmon) " "$TRASH/scan"
'

test_expect_success 'a file moved whole to another directory is a change' '
	grep -qx "	name: events/l2d_tlb (arch/gizmo/kernel/perf_event) -> events/l2d_tlb (drivers/perf/gizmo_pmu)" "$TRASH/out" &&
	grep -qx "	name: events/br_return (arch/gizmo/kernel/perf_event_v1) -> events/br_return (drivers/perf/gizmo_v1_pmu)" "$TRASH/out"
'

test_expect_success 'driver_override and cpumask of a core stay the driver'"'"'s' '
	grep -qx "~ driver_override (drivers/gizmobus/bus) drivers/gizmobus/bus.c:7" "$TRASH/out" &&
	grep -qx "~ cpumask (drivers/dma/gizmo/perfmon) drivers/dma/gizmo/perfmon.c:7" "$TRASH/out" &&
	! grep -q "PERF_PMU_SCOPE_NONE" "$TRASH/scan" &&
	[ $(grep -c "^sysfs cpumask " "$TRASH/scan") = 1 ]
'

test_expect_success 'moved in its driver, function renamed: one change; another stays two' '
	grep -qx "	name: serial_number (drivers/gpu/gizmo/gizmo_device) -> serial_number (drivers/gpu/gizmo/gizmo_fru)" "$TRASH/out" &&
	grep -q "^- product (drivers/gpu/gizmo/gizmo_device) " "$TRASH/out" &&
	grep -q "^+ product (drivers/gpu/gizmo/gizmo_fru) " "$TRASH/out"
'

test_expect_success 'a framework'"'"'s file moved with its driver keeps its table' '
	grep -qx "	name: in_voltage0_raw (drivers/staging/iio/resolver/fxr) -> in_voltage0_raw (drivers/iio/resolver/fxr)" "$TRASH/out"
'

test_expect_success 'a lower-case wrapper of a lower-case wrapper' '
	grep -q "^sysfs mgmt/trcpdcr (drivers/hwtracing/gizmo/gizmo-sysfs) " "$TRASH/scan"
'

test_expect_success 'identical across thread counts' '
	abiwatch scan -j1 -f json -k sysfs $NEW >"$TRASH/j1" &&
	abiwatch scan -j2 -f json -k sysfs $NEW >"$TRASH/j2" &&
	test_cmp "$TRASH/j1" "$TRASH/j2"
'

test_done
