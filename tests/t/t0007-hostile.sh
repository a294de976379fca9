#!/bin/sh
# Hostile trees: huge files, huge lines, bytes that aren't UTF-8, CRLF,
# NUL bytes, deep nesting, a directory that vanishes mid-scan.  abiwatch
# never crashes, names what it skips, and scans the rest.
. "$(dirname "$0")/lib.sh"

# A one-syscall tree to add hostile files to.
mktree() {
	mkdir -p "$1/kernel" &&
	printf 'SYSCALL_DEFINE1(good, int, x)\n{\n\treturn x;\n}\n' >"$1/kernel/good.c"
}

test_expect_success 'a 50 MB file is read whole' '
	mktree big &&
	{ awk "BEGIN { for (i = 0; i < 1700000; i++) print \"int filler_\" i \"_of_fifty_megabytes;\" }" &&
	  echo "SYSCALL_DEFINE0(at_the_end)"; } >big/kernel/big.c &&
	[ "$(wc -c <big/kernel/big.c)" -gt 50000000 ] &&
	test_status 0 abiwatch scan -k syscall big >out 2>err &&
	grep -q "^syscall at_the_end kernel/big.c:1700001$" out &&
	[ ! -s err ]
'

test_expect_success 'a 10 MB single line is read whole' '
	mktree line &&
	{ awk "BEGIN { for (i = 0; i < 1000000; i++) printf \"int a%d; \", i }" &&
	  echo "SYSCALL_DEFINE0(after_the_line)"; } >line/kernel/line.c &&
	[ "$(wc -c <line/kernel/line.c)" -gt 10000000 ] &&
	test_status 0 abiwatch scan -k syscall line >out 2>err &&
	grep -q "^syscall after_the_line kernel/line.c:1$" out
'

test_expect_success 'a NUL byte past the binary probe: white space, and said' '
	mktree nul &&
	{ awk "BEGIN { for (i = 0; i < 2000; i++) print \"int pad_\" i \";\" }" &&
	  printf "\0\nSYSCALL_DEFINE0(past_nul)\n"; } >nul/kernel/nul.c &&
	test_status 2 abiwatch scan -k syscall nul >out 2>err &&
	grep -q "^syscall past_nul kernel/nul.c:2002$" out &&
	grep -qx "abiwatch: kernel/nul.c: NUL byte after the start, read as white space" err
'

test_expect_success 'file names and contents that are not UTF-8' '
	mktree utf &&
	printf "SYSCALL_DEFINE1(latin, char *, caf\\351)\n" >"utf/kernel/caf$(printf "\\351").c" &&
	test_status 0 abiwatch scan -v -k syscall utf >out 2>err &&
	LC_ALL=C grep -q "^syscall latin kernel/caf.*\\.c:1$" out &&
	abiwatch scan --format json -k syscall utf >out.json &&
	grep -qF "\"file\":\"kernel/caf\\\\xE9.c\"" out.json &&
	grep -qF "\"sig\":\"char *caf \\\\xE9\"" out.json &&
	abiwatch scan --format json -o inv.json -k syscall utf &&
	test_status 0 abiwatch diff inv.json inv.json >/dev/null
'

test_expect_success 'CRLF line endings' '
	mktree crlf &&
	printf "#include <x.h>\\r\\nSYSCALL_DEFINE2(crlf, int, a,\\r\\n\\t\\tint, b)\\r\\n{\\r\\n}\\r\\n" >crlf/kernel/crlf.c &&
	test_status 0 abiwatch scan -v -k syscall crlf >out &&
	grep -q "^syscall crlf kernel/crlf.c:2$" out &&
	grep -qx "	sig: int a, int b" out
'

test_expect_success 'deeply nested macros, parentheses and structs' '
	mkdir -p deep/include/uapi/linux &&
	{ echo "#define M0 1" &&
	  awk "BEGIN { for (i = 1; i <= 200; i++) printf \"#define M%d (M%d + 1)\\n\", i, i - 1 }" &&
	  awk "BEGIN { printf \"#define P \"; for (i = 0; i < 100000; i++) printf \"(\"; printf \"1\"; for (i = 0; i < 100000; i++) printf \")\"; print \"\" }" &&
	  awk "BEGIN { for (i = 0; i < 20000; i++) printf \"struct s%d { \", i; printf \"int x;\"; for (i = 0; i < 20000; i++) printf \" } m%d;\", i; print \"\" }"
	} >deep/include/uapi/linux/deep.h &&
	test_status 0 abiwatch scan -v -k uapi-macro,uapi-type deep >out 2>err &&
	sed -n "/^uapi-macro M10 /,/^uapi/p" out | grep -qx "	int: 11" &&
	sed -n "/^uapi-macro M200 /,/^uapi/p" out | grep -qx "	int: 201" &&
	sed -n "/^uapi-macro P /,/^uapi/p" out >p && ! grep -q "	int:" p
'

test_expect_success 'a directory that vanishes while being scanned' '
	mktree vanish &&
	mkdir -p vanish/drivers/gone && i=0 &&
	while [ $i -lt 300 ]; do
		printf "SYSCALL_DEFINE0(g%d)\n" $i >vanish/drivers/gone/f$i.c; i=$((i + 1));
	done &&
	cp -R vanish/drivers/gone saved &&
	( while :; do rm -rf vanish/drivers/gone; cp -R saved vanish/drivers/gone; done ) &
	churn=$! && n=0 && ok=1 &&
	while [ $n -lt 20 ]; do
		abiwatch scan -k syscall vanish >out 2>err; st=$?;
		case $st in 0|2) ;; *) ok=0 ;; esac;
		grep -q "^syscall good " out || ok=0;
		if [ -s err ]; then grep -qv "drivers/gone" err && ok=0; fi;
		n=$((n + 1));
	done;
	kill $churn; wait $churn 2>/dev/null;
	[ $ok = 1 ]
'

test_done
