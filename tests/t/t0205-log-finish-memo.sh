#!/bin/sh
# abiwatch log gives a commit the finish steps of the commit it loaded
# before when the files that feed them are the same (src/scan/scan.c,
# the memo).  A commit that changes only what a file keeps for a finish
# step, here a header's sysfs wrapper macro and a uapi struct that
# another header's struct embeds, must still show its change: a step
# given again from a stale memo would name the wrong commit.
. "$(dirname "$0")/lib.sh"
. "$TEST_DIR/lib-history.sh"

# v1: a driver whose attribute comes through a header's wrapper, and a
# uapi struct that embeds another header's; then syscalls added around
# the two commits that change only the header's macro (speed becomes
# read-only) and the embedded struct (its size grows).
rm -rf repo && mkdir repo && (
	cd repo && git init -q -b main && git config commit.gpgsign false &&
	mkdir -p include/linux drivers/misc include/uapi/linux &&
	cat >include/linux/widget.h <<-\EOF &&
	#define WIDGET_ATTR(_name) \
		struct device_attribute dev_attr_##_name = __ATTR_RW(_name)
	EOF
	cat >drivers/misc/widget.c <<-\EOF &&
	#include <linux/widget.h>

	static WIDGET_ATTR(speed);

	static struct attribute *widget_attrs[] = {
		&dev_attr_speed.attr,
		NULL,
	};
	ATTRIBUTE_GROUPS(widget);
	EOF
	printf "struct w_inner {\n\tint a;\n};\n" >include/uapi/linux/w_inner.h &&
	printf "#include <linux/w_inner.h>\nstruct w_outer {\n\tstruct w_inner in;\n\tint b;\n};\n" \
		>include/uapi/linux/w_outer.h &&
	syscall base && commit "base" && git tag v1 &&
	syscall one && commit "add one" &&
	sed -i "s/__ATTR_RW/__ATTR_RO/" include/linux/widget.h &&
	commit "make the widget macro read-only" &&
	syscall two && commit "add two" &&
	printf "struct w_inner {\n\tint a;\n\tint c;\n};\n" >include/uapi/linux/w_inner.h &&
	commit "grow w_inner" &&
	syscall three && commit "add three" &&
	git tag v2
) || exit 1

test_expect_success 'the log gives steps again, and names the commits' '
	ABIWATCH_TRACE=1 test_status 1 abiwatch --git repo log -f json v1..v2 \
		>log.json 2>err &&
	grep -q "; 6 of 7 finish steps given again, 1 in part$" err &&
	test "$(made_by syscall one)" = "add one" &&
	test "$(made_by syscall three)" = "add three"
'

test_expect_success 'a commit that changes only a kept wrapper macro is named' '
	test "$(made_by sysfs "speed (drivers/misc/widget)")" = \
		"make the widget macro read-only"
'

test_expect_success 'a commit that changes only an embedded struct is named' '
	test "$(made_by uapi-type "struct w_outer")" = "grow w_inner"
'

test_expect_success 'the same log without the cache, and warm' '
	ABIWATCH_CACHE=off test_status 1 abiwatch --git repo log -f json v1..v2 \
		>off.json &&
	test_cmp off.json log.json &&
	test_status 1 abiwatch --git repo log -f json v1..v2 >warm.json &&
	test_cmp warm.json log.json
'

test_done
