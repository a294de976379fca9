#!/bin/sh
# A directory is walked by two threads (src/source/dir.c), with the cache
# or without: what can't be read is said once, in path order, and the
# rest is scanned; the answer does not depend on which thread read what.
. "$(dirname "$0")/lib.sh"

F=$FIXTURES
# Outside the trash directory, which the user nobody may not reach.
TREE=/tmp/abiwatch-t0206
rm -rf "$TREE" && mkdir "$TREE" &&
cp -R "$F/syscall/new/." "$TREE" && cp -R "$F/uapi/new/." "$TREE" &&
chmod -R a+rX "$TREE" || exit 1

# as_other CMD...: run it where a directory of mode 000 can't be read,
# that is not as root, whose permission checks pass.  nobody may not reach
# the build tree (dpkg-buildpackage builds in a directory of mode 700), so
# it runs a copy of the binary, from /.
BIN=/tmp/abiwatch-t0206.bin
cp "$ABIWATCH" "$BIN" && chmod 755 "$BIN" || exit 1
as_other() {
	if [ "$(id -u)" = 0 ]; then
		(cd / && setpriv --reuid=nobody --regid=nogroup \
			--clear-groups "$@")
	else
		"$@"
	fi
}

test_expect_success 'directories that cannot be read are said in path order' '
	chmod 000 "$TREE/fs" "$TREE/drivers/misc" &&
	as_other env ABIWATCH_CACHE=off "$BIN" -j1 scan "$TREE" \
		>out1 2>err1;
	st1=$?;
	as_other env ABIWATCH_CACHE=off "$BIN" -j2 scan "$TREE" \
		>out2 2>err2;
	st2=$?;
	chmod 755 "$TREE/fs" "$TREE/drivers/misc" &&
	test $st1 = 2 && test $st2 = 2 &&
	cat >expect <<-\EOF &&
	abiwatch: drivers/misc: cannot read directory: Permission denied, skipped
	abiwatch: fs: cannot read directory: Permission denied, skipped
	EOF
	test_cmp expect err1 && test_cmp expect err2 &&
	test_cmp out1 out2 &&
	grep -q "^syscall " out1 && grep -q "^uapi-" out1 &&
	! grep -q " fs/" out1 && ! grep -q " drivers/misc/" out1
'

# Too long a path fails whoever runs the scan: ENAMETOOLONG from openat()
# of a directory 22 names of 200 bytes down (PATH_MAX is 4096), made in two
# steps, each path shorter than that.
long=$(printf "%0200d" 0)
half=$long
for i in $(seq 10); do
	half=$half/$long
done

test_expect_success 'a directory too deep to open is said, the rest scanned' '
	(cd "$TREE/mm" && mkdir -p $half && cd $half && mkdir -p $half) &&
	ABIWATCH_CACHE=off test_status 2 abiwatch scan "$TREE" >out 2>err &&
	test "$(wc -l <err)" = 1 && grep -q "^abiwatch: mm/0" err &&
	grep -q "^syscall " out &&
	ABIWATCH_CACHE=off test_status 2 abiwatch scan -f json "$TREE" \
		>without.json 2>/dev/null &&
	grep -q "\"message\":\"cannot read directory: File name too long, skipped\"" \
		without.json &&
	test_status 2 abiwatch scan -f json "$TREE" >with.json 2>err.cached &&
	test_cmp err err.cached &&
	test_cmp without.json with.json
'
rm -rf "$TREE/mm/$long"

test_expect_success 'a scan is the same run after run, and with the cache' '
	ABIWATCH_CACHE=off abiwatch -j1 scan -f json "$TREE" >first.json &&
	ABIWATCH_CACHE=off abiwatch -j2 scan -f json "$TREE" >second.json &&
	test_cmp first.json second.json &&
	same "$TREE" && test_cmp first.json with.json
'

rm -rf "$TREE"
test_done
