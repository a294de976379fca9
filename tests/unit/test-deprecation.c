// SPDX-License-Identifier: GPL-2.0
/*
 * The deprecation extractor through its extractor interface, and the
 * conversion of its format strings into log matchers.
 */
#include "run.h"

#include "scan/logmatch.h"

extern const struct extractor deprecation_extractor;

static void assert_regex(const char *format, const char *prefix,
			 const char *want, size_t lit)
{
	struct strbuf re = STRBUF_INIT;

	assert_int_equal(logmatch_regex(&re, format, prefix), lit);
	assert_string_equal(re.buf, want);
	strbuf_release(&re);
}

static void test_regex(void **state)
{
	(void)state;
	/* Letters stay, everything else is \xNN: no metacharacter leaks. */
	assert_regex("a.b*c", NULL, "a\\x2eb\\x2ac", 5);
	/* Conversions are wildcards, dropped at either end. */
	assert_regex("%s (%d) uses foo", NULL, "\\x20\\x28.*\\x29\\x20uses\\x20foo", 12);
	assert_regex("x %-08lx y %*d z %.*s", NULL,
		     "x\\x20.*\\x20y\\x20.*\\x20z\\x20", 8);
	/* %% is a literal; kernel %p extensions are one conversion. */
	assert_regex("100%% at %pOF now", NULL,
		     "100\\x25\\x20at\\x20.*\\x20now", 12);
	/* C escapes as written in the source. */
	assert_regex("say \\\"hi\\\"\\t", NULL,
		     "say\\x20\\x22hi\\x22\\x09", 9);
	assert_regex("\\101\\x42", NULL, "AB", 2);
	/* pr_fmt's prefix in front; a conversion in it a wildcard. */
	assert_regex("obsolete", "%s: ", "\\x3a\\x20obsolete", 10);
	/* Of several lines, the one with the most words; prefix only on the first. */
	assert_regex("====\\nfoo is deprecated\\nok", "p: ",
		     "foo\\x20is\\x20deprecated", 17);
	assert_regex("foo is deprecated\\n", "p: ",
		     "p\\x3a\\x20foo\\x20is\\x20deprecated", 20);
	/* Nothing literal: no matcher. */
	assert_regex("%s\\n", NULL, "", 0);
	assert_regex("%", NULL, "\\x25", 1);
}

static void test_match(void **state)
{
	struct strbuf re[3] = { STRBUF_INIT, STRBUF_INIT, STRBUF_INIT };
	struct strbuf err = STRBUF_INIT;
	const char *res[3];
	size_t w[3], i;
	struct logmatch *m;
	const char *line;

	(void)state;
	w[0] = logmatch_regex(&re[0], "%s is deprecated", NULL);
	w[1] = logmatch_regex(&re[1], "option %s is deprecated", "drv: ");
	w[2] = logmatch_regex(&re[2], "%s", NULL);
	for (i = 0; i < 3; i++)
		res[i] = re[i].buf;
	assert_int_equal(logmatch_new(&m, res, w, 3, &err), 0);
	assert_int_equal(err.len, 0);
	/* A line matches at most one: the most specific. */
	line = "[ 1.0] drv: option foo is deprecated";
	assert_int_equal(logmatch_line(m, line, strlen(line)), 1);
	line = "[ 1.0] other: option foo is deprecated";
	assert_int_equal(logmatch_line(m, line, strlen(line)), 0);
	line = "[ 1.0] nothing to see";
	assert_int_equal(logmatch_line(m, line, strlen(line)), -1);
	logmatch_free(m);
	for (i = 0; i < 3; i++)
		strbuf_release(&re[i]);
	strbuf_release(&err);
}

static void test_extract(void **state)
{
	struct run r;
	const char *name = "%s uses obsolete FOO (drivers/x/a)";

	(void)state;
	run_init(&r, &deprecation_extractor);
	run_file(&r, "drivers/x/a.c",
		 "#define pr_fmt(fmt) \"x: \" fmt\n"
		 "#define NAME \"FOO\"\n"
		 "static long a_ioctl(struct file *f, unsigned int cmd, long arg)\n"
		 "{\n\tswitch (cmd) {\n\tcase FOO_OLD:\n"
		 "\t\tpr_warn_once(\"%s uses obsolete \" NAME \"\\n\", current->comm);\n"
		 "\t}\n}\n"
		 "static ssize_t mode_store(struct device *d, const char *b)\n"
		 "{\n\tdev_warn_ratelimited(d, \"mode will be removed\\n\");\n}\n"
		 "static DEVICE_ATTR_WO(mode);\n"
		 "void f(void) { pr_info(\"not old\\n\"); printk(KERN_CONT \"obsolete\\n\"); }\n");
	run_finish(&r);
	assert_int_equal(r.inv.nitems, 2);
	run_assert_attr(&r, "deprecation", name, "format", "%s uses obsolete FOO");
	run_assert_attr(&r, "deprecation", name, "pr_fmt", "x: ");
	run_assert_attr(&r, "deprecation", name, "frequency", "once");
	run_assert_attr(&r, "deprecation", name, "guard-kind", "ioctl");
	run_assert_attr(&r, "deprecation", name, "guard", "FOO_OLD");
	name = "mode will be removed (drivers/x/a)";
	run_assert_attr(&r, "deprecation", name, "frequency", "ratelimited");
	run_assert_attr(&r, "deprecation", name, "guard", "mode (drivers/x/a)");
	run_assert_attr(&r, "deprecation", name, "guard-by", "sysfs-store");
	run_assert_attr(&r, "deprecation", name, "pr_fmt", NULL);
	run_release(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_regex),
		cmocka_unit_test(test_match),
		cmocka_unit_test(test_extract),
	};

	return cmocka_run_group_tests_name("deprecation", tests, NULL, NULL);
}
