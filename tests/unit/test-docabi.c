// SPDX-License-Identifier: GPL-2.0
/*
 * Documentation/ABI: the doc-abi extractor, its verdicts, and the What:
 * pattern matcher, form by form.
 */
#include "run.h"

#include "core/diff.h"
#include "extract/docabi.h"

extern const struct extractor docabi_extractor;

/* Whether What @what matches the whole path @path. */
static int path_matches(const char *what, const char *path)
{
	struct what_pat p;
	int ret;

	assert_int_equal(what_pat_compile(&p, what), 0);
	ret = what_pat_match_path(&p, path);
	what_pat_release(&p);
	return ret;
}

/* Whether What @what ends in @tail ("power/control"). */
static int tail_matches(const char *what, const char *tail)
{
	struct what_pat p;
	int ret;

	assert_int_equal(what_pat_compile(&p, what), 0);
	ret = what_pat_match_tail(&p, tail);
	what_pat_release(&p);
	return ret;
}

static void test_literal(void **state)
{
	(void)state;
	assert_true(path_matches("/proc/diskstats", "/proc/diskstats"));
	assert_false(path_matches("/proc/diskstats", "/proc/diskstat"));
	assert_false(path_matches("/proc/diskstats", "/proc/diskstats2"));
	/* A directory's trailing slash, a trailing comma, words after. */
	assert_true(path_matches("/sys/kernel/mm/damon/", "/sys/kernel/mm/damon"));
	assert_true(path_matches("/sys/power/pm_trace_dev_match,", "/sys/power/pm_trace_dev_match"));
	assert_true(path_matches("/sys/o2cb symlink", "/sys/o2cb"));
}

static void test_angle_placeholders(void **state)
{
	(void)state;
	assert_true(path_matches("/sys/class/net/<iface>/address", "/sys/class/net/eth0/address"));
	assert_false(path_matches("/sys/class/net/<iface>/address", "/sys/class/net/address"));
	/* A placeholder is one component, spaces and all. */
	assert_false(path_matches("/sys/class/net/<iface>/address", "/sys/class/net/a/b/address"));
	assert_true(path_matches("/sys/bus/usb/devices/<busnum>-<devnum>:<config num>.<interface num>/control",
				 "/sys/bus/usb/devices/1-2:1.0/control"));
	assert_true(tail_matches("/sys/class/net/<iface>/address", "address"));
	/* <a|b> and <a,b> are alternatives. */
	assert_true(path_matches("/sys/block/<disk>/<queue|mq>/x", "/sys/block/sda/mq/x"));
	assert_false(path_matches("/sys/block/<disk>/<queue|mq>/x", "/sys/block/sda/other/x"));
}

static void test_capital_placeholders(void **state)
{
	(void)state;
	assert_true(tail_matches("/sys/class/hwmon/hwmonX/tempX_input", "temp1_input"));
	assert_true(tail_matches("/sys/class/hwmon/hwmonN/tempN_input", "temp12_input"));
	assert_false(tail_matches("/sys/class/hwmon/hwmonX/tempX_input", "temp_input"));
	assert_true(tail_matches("/sys/bus/iio/devices/iio:deviceX/in_voltageY-voltageZ_raw",
				 "in_voltage0-voltage1_raw"));
	assert_true(tail_matches(".../XXXXXXX.ipa/version", "version"));
	assert_true(path_matches("/sys/devices/system/cpu/cpuX/online", "/sys/devices/system/cpu/cpu12/online"));
	/* Capitals in a word are literal. */
	assert_true(path_matches("/sys/bus/platform/devices/INT3407:00/p", "/sys/bus/platform/devices/INT3407:00/p"));
	assert_false(path_matches("/sys/bus/platform/devices/INT3407:00/p", "/sys/bus/platform/devices/INT3400:00/p"));
	assert_false(path_matches("/sys/firmware/acpi/tables/DSDT", "/sys/firmware/acpi/tables/DSDX"));
}

static void test_star_braces_brackets(void **state)
{
	(void)state;
	assert_true(tail_matches("/sys/bus/iio/devices/iio:deviceX/in_*_raw", "in_accel_x_raw"));
	assert_true(tail_matches("/sys/bus/iio/devices/iio:deviceX/in_*raw", "in_raw"));
	assert_true(tail_matches("/sys/kernel/foo/{enable,disable}", "disable"));
	assert_false(tail_matches("/sys/kernel/foo/{enable,disable}", "able"));
	assert_true(tail_matches("/sys/class/hwmon/hwmonX/temp[1-*]_input", "temp3_input"));
	assert_true(tail_matches("/sys/class/x/fan[0-9]_min", "fan3_min"));
	assert_false(tail_matches("/sys/class/x/fan[0-9]_min", "fan13_min"));
	assert_true(path_matches("/dev/gpiochip[0-9]+", "/dev/gpiochip13"));
	assert_true(tail_matches("/sys/class/x/led[a-c]", "ledb"));
	assert_false(tail_matches("/sys/class/x/led[a-c]", "ledd"));
	assert_true(tail_matches("/sys/class/x/{foo}/mode", "mode"));
	/* "*" alone and "..." are any number of directories. */
	assert_true(path_matches("/proc/*/attr/current", "/proc/1/attr/current"));
	assert_true(path_matches("/sys/.../power/control", "/sys/devices/pci0000:00/power/control"));
	assert_false(path_matches("/sys/.../power/control", "/sys/power/control"));
}

static void test_tail(void **state)
{
	(void)state;
	/* A sysfs item "power/control": both components must match. */
	assert_true(tail_matches("/sys/devices/.../power/control", "power/control"));
	assert_false(tail_matches("/sys/devices/.../runtime/control", "power/control"));
	assert_true(tail_matches("/sys/devices/.../power/control", "control"));
	/* "..." takes the directories a tail has beyond the pattern's. */
	assert_true(tail_matches("/sys/.../control", "power/control"));
	assert_false(tail_matches("/sys/class/net/<iface>/statistics/", "statistics/rx"));
}

static void test_not_paths_and_index(void **state)
{
	struct what_pat p;
	char buf[16];
	int whole, literal;

	(void)state;
	assert_int_equal(what_pat_compile(&p, "raw1394 (a.k.a. \"Raw IEEE1394\")"), -1);
	assert_int_equal(what_pat_compile(&p, "devfs"), -1);

	assert_int_equal(what_pat_compile(&p, "/sys/class/net/<iface>/address"), 0);
	assert_int_equal(what_pat_last_prefix(&p, buf, sizeof(buf), &whole, &literal), 7);
	assert_string_equal(buf, "address");
	assert_true(whole && literal);
	what_pat_release(&p);

	assert_int_equal(what_pat_compile(&p, "/sys/class/hwmon/hwmonX/tempX_input"), 0);
	assert_int_equal(what_pat_last_prefix(&p, buf, sizeof(buf), &whole, &literal), 4);
	assert_string_equal(buf, "temp");
	assert_true(!whole && literal);
	what_pat_release(&p);

	assert_int_equal(what_pat_compile(&p, "/sys/class/x/<attr>"), 0);
	assert_int_equal(what_pat_last_prefix(&p, buf, sizeof(buf), &whole, &literal), 0);
	assert_true(!whole && !literal);
	what_pat_release(&p);
}

/* Many stars against a long name end within the budget, unmatched. */
static void test_budget(void **state)
{
	char name[200];

	(void)state;
	memset(name, 'a', sizeof(name) - 1);
	name[sizeof(name) - 1] = '\0';
	assert_false(tail_matches("/sys/*a*a*a*a*a*a*a*a*a*a*a*b", name));
}

static void test_what_kind(void **state)
{
	(void)state;
	assert_string_equal(docabi_what_kind("/sys/kernel/debug/x"), "debugfs");
	assert_string_equal(docabi_what_kind("/sys/kernel/config/usb"), "configfs");
	assert_string_equal(docabi_what_kind("/config/usb-gadget/g"), "configfs");
	assert_string_equal(docabi_what_kind("/proc/sys/vm/x"), "sysctl");
	assert_string_equal(docabi_what_kind("/proc/diskstats"), "procfs");
	assert_string_equal(docabi_what_kind("/sys/class/x"), "sysfs");
	assert_string_equal(docabi_what_kind("/sys/kernel/debugger"), "sysfs");
	assert_string_equal(docabi_what_kind("/dev/kmsg"), "other");
}

static void test_extract(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &docabi_extractor);
	run_file(&r, "Documentation/ABI/testing/sysfs-class-widget",
		 "What:\t\t/sys/class/widget/<w>/speed\n"
		 "What:\t\t/sys/class/widget/<w>/rate\n"
		 "Date:\t\tMay 2024\n"
		 "KernelVersion:\t6.10\n"
		 "Contact:\tw@example.org\n"
		 "Description:\n"
		 "\t\tThe speed.\n"
		 "Note: this is text, not a tag.\n"
		 "Users:\t\twidgetd,\n"
		 "\t\twidgetctl\n"
		 "\n"
		 "what:\t\t/sys/class/widget/<w>/mode\n"
		 "Description:\tLower-case tag.\n");
	run_file(&r, "Documentation/ABI/stable/sysfs-class-widget",
		 "What:\t\t/sys/class/widget/<w>/mode\n"
		 "Description:\tMoved.\n");
	run_finish(&r);
	run_assert_attr(&r, "doc-abi", "/sys/class/widget/<w>/speed", "status", "testing");
	run_assert_attr(&r, "doc-abi", "/sys/class/widget/<w>/rate", "date", "May 2024");
	run_assert_attr(&r, "doc-abi", "/sys/class/widget/<w>/rate", "kernel-version", "6.10");
	run_assert_attr(&r, "doc-abi", "/sys/class/widget/<w>/speed", "users", "widgetd, widgetctl");
	run_assert_attr(&r, "doc-abi", "/sys/class/widget/<w>/speed", "what-kind", "sysfs");
	run_assert_attr(&r, "doc-abi", "/sys/class/widget/<w>/mode", "date", NULL);
	/* One What in two files: one item, both statuses, the stable place. */
	run_assert_attr(&r, "doc-abi", "/sys/class/widget/<w>/mode", "status", "stable | testing");
	assert_string_equal(run_find(&r, "doc-abi", "/sys/class/widget/<w>/mode")->file,
			    "Documentation/ABI/stable/sysfs-class-widget");
	run_release(&r);
}

static enum compat judge(const char *from, const char *to)
{
	struct attr a = { "status", from }, b = { "status", to };
	struct item o = { "doc-abi", "/x", "f", &a, 1, 1, 0 };
	struct item n = { "doc-abi", "/x", "f", &b, 1, 1, 0 };
	struct strbuf reason = STRBUF_INIT;
	enum compat c = docabi_extractor.judge(&reason, &o, &n);

	assert_true(reason.len > 0);
	strbuf_release(&reason);
	return c;
}

static void test_judge(void **state)
{
	(void)state;
	assert_int_equal(judge("testing", "stable"), COMPAT_COMPATIBLE);
	assert_int_equal(judge("stable", "obsolete"), COMPAT_COMPATIBLE);
	assert_int_equal(judge("obsolete", "removed"), COMPAT_BREAKING);
	assert_int_equal(judge("testing", "removed"), COMPAT_BREAKING);
	assert_int_equal(judge("stable", "testing"), COMPAT_BREAKING);
	assert_int_equal(judge("testing", "testing"), COMPAT_COMPATIBLE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_literal),
		cmocka_unit_test(test_angle_placeholders),
		cmocka_unit_test(test_capital_placeholders),
		cmocka_unit_test(test_star_braces_brackets),
		cmocka_unit_test(test_tail),
		cmocka_unit_test(test_not_paths_and_index),
		cmocka_unit_test(test_budget),
		cmocka_unit_test(test_what_kind),
		cmocka_unit_test(test_extract),
		cmocka_unit_test(test_judge),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
