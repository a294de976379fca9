#!/bin/sh
# abiwatch log keeps, from one commit to the next, what sysfs's finish
# step made of each file's attribute uses (extractor.finish_memo), and
# gives it again while the file kept the same and each wrapper name it
# uses finds a macro of the same tokens.  A wrapper can change without
# the file: here a header's takes over from one of a .c file of the
# directory, and then the .c file's changes while the header's still
# wins.  Only the first changes the attribute.  The file then changes
# three times, which resolves it anew each time and the memo keeps
# each, until it makes its stores anew of what the last load had; then
# another file changes, and the memo gives the first from those.
. "$(dirname "$0")/lib.sh"
. "$TEST_DIR/lib-history.sh"

rm -rf repo && mkdir repo && (
	cd repo && git init -q -b main && git config commit.gpgsign false &&
	mkdir -p drivers/misc include/linux &&
	cat >drivers/misc/gizmo-core.c <<-\EOF &&
	#define GIZMO_ATTR(_name) \
		struct device_attribute dev_attr_##_name = __ATTR_RW(_name)
	EOF
	cat >drivers/misc/gizmo.c <<-\EOF &&
	static GIZMO_ATTR(level);

	static struct attribute *gizmo_attrs[] = {
		&dev_attr_level.attr,
		NULL,
	};
	ATTRIBUTE_GROUPS(gizmo);
	EOF
	syscall base && commit "base" && git tag v1 &&
	syscall one && commit "add one" &&
	cat >include/linux/gizmo.h <<-\EOF &&
	#define GIZMO_ATTR(_name) \
		struct device_attribute dev_attr_##_name = __ATTR_RO(_name)
	EOF
	commit "a header's wrapper takes over" &&
	syscall two && commit "add two" &&
	sed -i "s/__ATTR_RW/__ATTR_WO/" drivers/misc/gizmo-core.c &&
	commit "the directory's wrapper writes only" &&
	syscall three && commit "add three" &&
	echo "/* one */" >>drivers/misc/gizmo.c && commit "a comment" &&
	syscall four && commit "add four" &&
	echo "/* two */" >>drivers/misc/gizmo.c && commit "another" &&
	syscall five && commit "add five" &&
	echo "/* three */" >>drivers/misc/gizmo.c && commit "a third" &&
	cat >drivers/misc/widget.c <<-\EOF &&
	static DEVICE_ATTR_RW(speed);

	static struct attribute *widget_attrs[] = {
		&dev_attr_speed.attr,
		NULL,
	};
	ATTRIBUTE_GROUPS(widget);
	EOF
	commit "add widget" &&
	echo "/* one */" >>drivers/misc/widget.c && commit "a widget comment" &&
	syscall six && commit "add six" &&
	git tag v2
) || exit 1

test_expect_success 'one thread: the header wrapper named, not the other' '
	test_status 1 abiwatch -j1 --git repo log -f json v1..v2 >one.json &&
	grep -q "\"name\":\"level (drivers/misc/gizmo)\".*\"diff\":\[{\"attr\":\"mode\",\"old\":\"0644\",\"new\":\"0444\"}" one.json &&
	test "$(made_by sysfs "level (drivers/misc/gizmo)" one.json)" = \
		"a header'"'"'s wrapper takes over" &&
	test "$(made_by syscall three one.json)" = "add three"
'

test_expect_success 'two threads, and without the cache: the same log' '
	log_same_ways v1..v2
'

test_expect_success 'every step, the memo made anew on the way: as without the cache' '
	rm -f steps.sqlite &&
	ABIWATCH_CACHE="$PWD/steps.sqlite" test_status 1 abiwatch -j1 \
		--git repo log --all-steps v1..v2 >steps &&
	ABIWATCH_CACHE=off test_status 1 abiwatch -j1 --git repo log \
		--all-steps v1..v2 >steps.off &&
	test_cmp steps.off steps &&
	grep -c "^commit " steps >n &&
	echo 7 >n.want && test_cmp n.want n
'

test_done
