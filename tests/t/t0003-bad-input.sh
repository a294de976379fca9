#!/bin/sh
# Bad input: each gets one clear line naming it and exit status 2, and
# whatever can still be scanned is.
. "$(dirname "$0")/lib.sh"

OLD=$FIXTURES/syscall/old
NEW=$FIXTURES/syscall/new

test_expect_success 'a missing tree is named, exit 2' '
	test_status 2 abiwatch diff no-such-dir $NEW >out 2>err &&
	grep -q "^abiwatch: no-such-dir: No such file or directory" err &&
	test_line_count=$(wc -l <err) && [ "$test_line_count" = 1 ]
'

test_expect_success 'a truncated inventory is named, exit 2' '
	abiwatch scan --format json -o full.json $OLD &&
	head -c 300 full.json >cut.json &&
	test_status 2 abiwatch diff cut.json $NEW 2>err &&
	grep -q "^abiwatch: cut.json: not a readable inventory: .*(line [0-9]*, column [0-9]*)$" err
'

test_expect_success 'an inventory of a newer schema version is refused' '
	abiwatch scan --format json -o full.json $OLD &&
	sed "s/\"version\":1,/\"version\":99,/" full.json >newer.json &&
	test_status 2 abiwatch diff newer.json $NEW 2>err &&
	grep -qx "abiwatch: newer.json: inventory schema version 99 is newer than this abiwatch reads (1)" err
'

test_expect_success 'a JSON file that is no inventory is refused' '
	echo "{\"schema\": \"something-else\", \"items\": []}" >other.json &&
	test_status 2 abiwatch scan other.json 2>err &&
	grep -qx "abiwatch: other.json: not an abiwatch inventory (schema is \"something-else\")" err
'

test_expect_success 'a malformed item is named by its index' '
	printf "%s\n" "{\"schema\":\"abiwatch-inventory\",\"version\":1,\"source\":\"x\",\"items\":[{\"kind\":\"syscall\",\"name\":\"a\",\"file\":\"f\",\"line\":1,\"attrs\":{}},{\"kind\":\"syscall\"}]}" >bad.json &&
	test_status 2 abiwatch scan bad.json 2>err &&
	grep -qx "abiwatch: bad.json: item 1 is malformed" err
'

test_expect_success 'a binary file is reported and skipped, the rest scanned' '
	cp -r $OLD tree &&
	printf "SYSCALL_DEFINE0(hidden)\0\0\0binary" >tree/kernel/blob.c &&
	test_status 2 abiwatch scan tree >out 2>err &&
	grep -qx "abiwatch: kernel/blob.c: binary file, skipped" err &&
	grep -q "^syscall read " out &&
	grep -qx "! kernel/blob.c: binary file, skipped" out
'

test_expect_success 'a malformed table row is reported, the rest kept' '
	cp -r $OLD tree2 &&
	printf "0\tcommon\tread\tsys_read\nbogus row here\n" \
		>tree2/arch/x86/entry/syscalls/syscall_64.tbl &&
	test_status 2 abiwatch scan -v tree2 >out 2>err &&
	grep -qx "abiwatch: arch/x86/entry/syscalls/syscall_64.tbl: line 2: not a syscall table row, skipped" err &&
	grep -q "nr.x86_64: 0" out
'

test_expect_success 'an unterminated comment is reported, what precedes kept' '
	mkdir -p tree3/fs &&
	printf "SYSCALL_DEFINE0(early)\n{}\n/* never closed\nSYSCALL_DEFINE0(late)\n" \
		>tree3/fs/x.c &&
	test_status 2 abiwatch scan tree3 >out 2>err &&
	grep -qx "abiwatch: fs/x.c: line 3: unterminated comment" err &&
	grep -q "^syscall early fs/x.c:1$" out &&
	! grep -q late out
'

test_expect_success 'an unreadable file is reported and skipped' '
	rm -rf /tmp/abiwatch-unreadable && cp -r $OLD /tmp/abiwatch-unreadable &&
	chmod 000 /tmp/abiwatch-unreadable/fs/open.c &&
	test_status 2 setpriv --reuid=nobody --regid=nogroup --clear-groups \
		"$ABIWATCH" scan /tmp/abiwatch-unreadable >out 2>err;
	st=$?; rm -rf /tmp/abiwatch-unreadable; [ $st = 0 ] &&
	grep -qx "abiwatch: fs/open.c: cannot open: Permission denied, skipped" err &&
	grep -q "^syscall read " out
'

test_expect_success 'symbolic links are not followed, loops included' '
	cp -r $OLD tree4 &&
	ln -s .. tree4/fs/loop &&
	ln -s ../arch/x86/entry/syscalls/syscall_64.tbl tree4/kernel/syscall_64.tbl &&
	test_status 0 abiwatch scan tree4 >out &&
	abiwatch scan $OLD >ref &&
	sed "\$d" out >out.items && sed "\$d" ref >ref.items &&
	test_cmp ref.items out.items
'

test_expect_success 'a file that is neither a tree nor an inventory' '
	test_status 2 abiwatch scan /dev/null 2>err &&
	grep -qx "abiwatch: /dev/null: not a directory or an inventory file" err
'

test_expect_success 'an unwritable output file is named' '
	test_status 2 abiwatch scan -o /nonexistent/dir/out $OLD 2>err &&
	grep -qx "abiwatch: /nonexistent/dir/out: No such file or directory" err
'

test_expect_success 'a directory that is no kernel tree is said in one line, and scanned' '
	mkdir -p notkernel/sub &&
	printf "SYSCALL_DEFINE0(lonely)\n{\n}\n" >notkernel/sub/x.c &&
	abiwatch scan notkernel >out 2>err &&
	grep -qx "abiwatch: warning: notkernel: not a kernel tree (none of MAINTAINERS, Kconfig, arch/, kernel/, drivers/, fs/, include/linux/): scanning it anyway" err &&
	test_line_count=$(wc -l <err) && [ "$test_line_count" = 1 ] &&
	grep -q "^syscall lonely " out
'

test_done
