#!/bin/sh
# abiwatch history and when on real data: iproute2's copies of the kernel's
# uapi headers at its 20 releases v6.0.0..v6.19.0, each release read
# through the caches.
. "$(dirname "$0")/../t/lib.sh"
. "$TEST_DIR/iproute2.sh"

G="--git iproute2"

test_expect_success 'history of the 20 release tags, uapi kinds' '
	test_status 1 abiwatch $G history -k $UAPI_KINDS --tags v6.0.0..v6.19.0 >h.txt 2>err &&
	[ ! -s err ] &&
	head -1 h.txt | grep -qx "history of 20 releases, v6.0.0 to v6.19.0" &&
	tail -1 h.txt | grep -qx "927 added, 103 removed, 792 changed over 20 releases"
'
# (939 added before an enumerator and its "#define X X" were one item.)

test_expect_success 'what the kernel did: CBQ and act_ipt gone in 6.8, flower CFM in 6.5' '
	grep -qx -e "- TCA_CBQ_FOPT include/uapi/linux/pkt_sched.h:550  v6.0.0..v6.7.0, removed in v6.8.0" h.txt &&
	grep -qx -e "- linux/tc_act/tc_ipt.h include/uapi/linux/tc_act/tc_ipt.h:1  v6.0.0..v6.7.0, removed in v6.8.0" h.txt &&
	grep -qx "+ TCA_FLOWER_KEY_CFM include/uapi/linux/pkt_cls.h:555  v6.5.0..v6.19.0" h.txt &&
	grep -qx "+ linux/dpll.h include/uapi/linux/dpll.h:1  v6.19.0" h.txt &&
	sed -n "/^uapi-header\$/,/^\$/p" h.txt | grep -q "^  v6.19.0  *147  *1  *0  *0\$"
'

test_expect_success 'a step counts what abiwatch diff counts' '
	abiwatch $G diff -k $UAPI_KINDS v6.7.0 v6.8.0 |
		sed -n "s/^\([a-z-]*\): \([0-9]*\) added, \([0-9]*\) removed, \([0-9]*\) changed$/\1 \2 \3 \4/p" >d.counts &&
	awk "/^[a-z]/ { k = \$1 } \$1 == \"v6.8.0\" && NF == 5 && (\$3 + \$4 + \$5) { print k, \$3, \$4, \$5 }" h.txt >h.counts &&
	test_cmp d.counts h.counts && test -s d.counts
'

test_expect_success 'the second run is the history row: no tree read, same output' '
	sqlite3 "$ABIWATCH_CACHE" "DELETE FROM tree; DELETE FROM blob" &&
	ABIWATCH_TRACE=1 test_status 1 abiwatch $G history -k $UAPI_KINDS --tags v6.0.0..v6.19.0 >again.txt 2>trace &&
	[ ! -s trace ] && test_cmp h.txt again.txt
'

test_expect_success 'without the cache, the same' '
	ABIWATCH_CACHE=off abiwatch $G history -k $UAPI_KINDS --tags v6.0.0..v6.19.0 >off.txt;
	test_cmp h.txt off.txt
'

test_expect_success 'when, over the releases of the last history' '
	(cd iproute2 && test_status 0 abiwatch when TCA_FLOWER_KEY_CFM) >when.out &&
	grep -qx "	first: v6.5.0" when.out &&
	(cd iproute2 && test_status 0 abiwatch when "union bpf_attr") >when.out &&
	grep -qx "	last changed: v6.18.0" when.out &&
	grep -qx "	first: v6.0.0 (the oldest release known: maybe older)" when.out
'

test_expect_success 'JSON: 20 releases, every item' '
	test_status 1 abiwatch $G history -k $UAPI_KINDS --tags v6.0.0..v6.19.0 -f json >h.json &&
	test "$(grep -c "^{\"name\":\"v6\.[0-9]*\.0\",\"problems\":\[\]" h.json)" = 20 &&
	grep -q "^{\"kind\":\"uapi-enum\",\"name\":\"TCA_CBQ_FOPT\",\"file\":\"include/uapi/linux/pkt_sched.h\",\"line\":550,\"first\":\"v6.0.0\",\"last\":\"v6.7.0\",\"last_changed\":null,\"events\":\[{\"release\":\"v6.8.0\",\"change\":\"removed\"}\]}" h.json
'

test_done
