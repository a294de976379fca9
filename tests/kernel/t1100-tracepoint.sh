#!/bin/sh
# Tracepoints of Debian's 6.1 and 6.12 trees: every event a trace header
# writes out is an item, also through the subsystem's own wrappers, and
# the events whose names a local macro builds are found by expanding it.
. "$(dirname "$0")/../t/lib.sh"

OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12

# The reference (tracepoint-coverage.sh) is every TRACE_EVENT*() and
# DEFINE_EVENT*() call with a literal name: 3482 in 6.1, 4180 in 6.12.
# Before the wrappers were followed 94% of them were items (rcu.h's
# TRACE_EVENT_RCU, sched.h's DEFINE_EVENT_SCHEDSTAT, 9p's digit names,
# systems such as xhci-hcd whose name is not one identifier).
for v in 6.1 6.12; do
	test_expect_success "every written-out event of $v is an item" "
		sh \"\$TEST_DIR/tracepoint-coverage.sh\" \"\$ABIWATCH\" \
			\$KERNELS/linux-source-$v tcov$v >tcov$v.out &&
		cat tcov$v.out >&2 &&
		grep -q '(100%)' tcov$v.out && [ ! -s tcov$v/missed ]
	"
done

# With the events that local macros name (xfs's DEFINE_*_EVENT(name),
# sunrpc's svc_##name...), 5034 items in 6.1 and 6011 in 6.12, against
# 3453 and 4150 before.  A band: other trees' wrappers may add a few.
test_expect_success 'events named by local macros are items too' '
	n=$(wc -l <tcov6.12/have) && [ "$n" -ge 6000 ] && [ "$n" -le 6100 ] &&
	n=$(wc -l <tcov6.1/have) && [ "$n" -ge 5000 ] && [ "$n" -le 5100 ] &&
	for e in rcu:rcu_utilization sched:sched_stat_wait 9p:9p_client_req \
		xhci-hcd:xhci_urb_enqueue kvm:kvm_nested_vmexit \
		irq_vectors:irq_work_exit sunrpc:svc_noregister \
		xfs:xfs_attr_list_sf; do
		grep -qx "$e" tcov6.12/have || { echo "missing $e" >&2; false; }
	done
'

# 6.1 -> 6.12 diff of the kind: 739 added, 42 removed, 255 changed before;
# 1043, 66 and 475 now, the events behind wrappers being new items on
# both sides.  Exact: a change here is a change of what is read.
test_expect_success 'the 6.1 -> 6.12 tracepoint diff' '
	abiwatch diff -k tracepoint -f json $OLD $NEW >tdiff.json;
	[ $? = 1 ] &&
	jq -r ".changes[].change" tdiff.json | sort | uniq -c |
		awk "{ printf \"%s %s\\n\", \$2, \$1 }" >tdiff.counts &&
	printf "added 1043\nchanged 475\nremoved 66\n" >tdiff.expect &&
	test_cmp tdiff.expect tdiff.counts
'

test_done
