#!/bin/sh
# Reading a directory's files: one buffer per thread, reused from file to
# file, stat'ed only when a file fills it.  Every file is read whole
# whatever the sizes before it, and one over the size limit is named.
. "$(dirname "$0")/lib.sh"

# f SIZE NAME: a file of about SIZE bytes of filler whose last line is
# the syscall NAME, on line SIZE / 20 + 1.
f() {
	awk -v n="$1" -v name="$2" 'BEGIN {
		for (i = 0; i < n / 20; i++) printf "int pad_%013d;\n", i
		printf "SYSCALL_DEFINE0(%s)\n", name
	}' >"tree/kernel/$2.c"
}

test_expect_success 'files large and small, one after another, read whole' '
	mkdir -p tree/kernel &&
	sizes="0 20 4080 4100 65520 65540 300000 40 131060 131080 1000" &&
	sizes="$sizes 262140 262160 60 600000 80 8000 8020" &&
	for s in $sizes; do
		f "$s" "s$s" || return 1
	done &&
	for s in $sizes; do
		echo "syscall s$s kernel/s$s.c:$((s / 20 + 1))"
	done | sort >expect &&
	test_status 0 abiwatch scan -j1 -k syscall tree >out 2>err &&
	grep "^syscall" out | sort >got &&
	test_cmp expect got &&
	[ ! -s err ] &&
	test_status 0 abiwatch scan -j2 -k syscall tree >out2 &&
	test_cmp out out2
'

test_expect_success 'a file over 256 MiB is named and skipped, the rest read' '
	mkdir -p huge/kernel &&
	printf "SYSCALL_DEFINE0(good)\n" >huge/kernel/good.c &&
	truncate -s 257M huge/kernel/huge.c &&
	test_status 2 abiwatch scan -j1 -k syscall huge >out 2>err &&
	grep -qx "syscall good kernel/good.c:1" out &&
	grep -qx "abiwatch: kernel/huge.c: file of 269484032 bytes is larger than 256 MiB, skipped" err
'

test_done
