#!/bin/sh
# abiwatch log keeps, from one commit to the next, the ioctl commands the
# uapi step made of each file that declares one the log asks about, with
# the names that make each one ABI (extractor.finish_memo): a commit
# whose files and uapi headers the memo has reads no declarations, and
# asks again only which names code tests.  Here a private header's
# commands take a uapi struct: the struct grows (the header unchanged),
# the driver starts to handle the second command (neither header
# changed), and the private header renumbers the first.
. "$(dirname "$0")/lib.sh"
. "$TEST_DIR/lib-history.sh"

rm -rf repo && mkdir repo && (
	cd repo && git init -q -b main && git config commit.gpgsign false &&
	mkdir -p include/uapi/linux drivers/misc &&
	cat >include/uapi/linux/gizmo.h <<-\EOF &&
	struct gizmo_req {
		__u32 level;
	};
	EOF
	cat >drivers/misc/gizmo.h <<-\EOF &&
	#define GIZMO_GET _IOR('g', 1, struct gizmo_req)
	#define GIZMO_SET _IOW('g', 2, struct gizmo_req)
	EOF
	cat >drivers/misc/gizmo.c <<-\EOF &&
	static long gizmo_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
	{
		switch (cmd) {
		case GIZMO_GET:
			return 0;
		}
		return -ENOTTY;
	}
	EOF
	syscall base && commit "base" && git tag v1 &&
	syscall one && commit "add one" &&
	sed -i "s/__u32 level;/__u32 level;\n\t__u32 speed;/" \
		include/uapi/linux/gizmo.h &&
	commit "grow the request" &&
	syscall two && commit "add two" &&
	sed -i "s/case GIZMO_GET:/case GIZMO_GET:\n\tcase GIZMO_SET:/" \
		drivers/misc/gizmo.c &&
	commit "handle set" &&
	syscall three && commit "add three" &&
	sed -i "s/'"'g'"', 1,/'"'g'"', 3,/" drivers/misc/gizmo.h &&
	commit "renumber get" &&
	syscall four && commit "add four" &&
	git tag v2
) || exit 1

test_expect_success 'one thread: each command by the commit that made it' '
	test_status 1 abiwatch -j1 --git repo log -f json v1..v2 >one.json &&
	grep -q "\"kind\":\"ioctl\",\"name\":\"GIZMO_GET\".*\"attr\":\"cmd\",\"old\":\"0x80046701\",\"new\":\"0x80086703\"" one.json &&
	grep -q "\"change\":\"added\",\"kind\":\"ioctl\",\"name\":\"GIZMO_SET\"" one.json &&
	test "$(made_by ioctl GIZMO_GET one.json)" = "renumber get" &&
	test "$(made_by ioctl GIZMO_SET one.json)" = "handle set" &&
	test "$(made_by uapi-type "struct gizmo_req" one.json)" = \
		"grow the request" &&
	test "$(made_by syscall four one.json)" = "add four"
'

test_expect_success 'two threads, and without the cache: the same log' '
	log_same_ways v1..v2
'

test_done
