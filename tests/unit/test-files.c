// SPDX-License-Identifier: GPL-2.0
/*
 * The file-shaped ABI extractors (sysfs, configfs, procfs, sysctl,
 * debugfs, cgroup) and their helpers in cinit.c.
 */
#include "run.h"

#include <stdlib.h>

#include "c/cinit.h"

extern const struct extractor sysfs_extractor;
extern const struct extractor procfs_extractor;
extern const struct extractor debugfs_extractor;
extern const struct extractor cgroup_extractor;

static struct token_vec lex(struct strbuf *buf, const char *text)
{
	struct token_vec v = { 0 };

	strbuf_addstr(buf, text);
	lexer_tokenize(&v, buf->buf, buf->len, NULL);
	return v;
}

static void test_cinit(void **state)
{
	struct strbuf buf = STRBUF_INIT, sb = STRBUF_INIT;
	struct token_vec v = lex(&buf, "x = { .name = \"a\" \"b\", .mode = S_IRUGO | S_IWUSR, .n = f(1, 2) };"
				 " y = proc_mkdir(\"d\", NULL);");
	struct cinit_call c;
	size_t vb, ve;

	(void)state;
	assert_int_equal(cinit_field(v.v, 2, v.n, "name", &vb, &ve), 0);
	assert_int_equal(cinit_string(&sb, &v.v[vb], ve - vb), 0);
	assert_string_equal(sb.buf, "ab");
	assert_int_equal(cinit_field(v.v, 2, v.n, "mode", &vb, &ve), 0);
	cinit_mode(&sb, &v.v[vb], ve - vb);
	assert_string_equal(sb.buf, "0644");
	assert_int_equal(cinit_field(v.v, 2, v.n, "n", &vb, &ve), 0);
	assert_int_equal(ve - vb, 6);
	assert_int_equal(cinit_field(v.v, 2, v.n, "missing", &vb, &ve), -1);
	assert_non_null(cinit_lvalue(v.v, 2));
	assert_true(tok_eq(cinit_lvalue(v.v, 2), "x"));
	assert_int_equal(cinit_call(&c, v.v, v.n - 8, v.n), 0);
	assert_int_equal(c.nargs, 2);
	cinit_mode(&sb, v.v, 1);	/* not a mode: as written */
	assert_string_equal(sb.buf, "x");
	token_vec_release(&v);
	strbuf_release(&buf);
	strbuf_release(&sb);
}

static void test_sysfs(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &sysfs_extractor);
	run_file(&r, "include/linux/device.h",
		 "#define DEVICE_ATTR_RW(_name) struct device_attribute dev_attr_##_name = __ATTR_RW(_name)\n"
		 "#define MY_ATTR(n, i) DEVICE_ATTR_RW(n##i)\n");
	run_file(&r, "drivers/x/x.c",
		 "static DEVICE_ATTR_RW(speed);\nstatic MY_ATTR(temp, 1);\n"
		 "static struct attribute *x_attrs[] = { &dev_attr_speed.attr, NULL };\n"
		 "static const struct attribute_group x_group = { .name = \"power\", .attrs = x_attrs };\n"
		 "static struct kobj_attribute k = __ATTR(knob, 0600, k_show, NULL);\n"
		 "CONFIGFS_ATTR_RO(x_, state);\n");
	run_finish(&r);
	run_assert_attr(&r, "sysfs", "power/speed (drivers/x/x)", "mode", "0644");
	run_assert_attr(&r, "sysfs", "power/speed (drivers/x/x)", "group", "x_group");
	run_assert_attr(&r, "sysfs", "temp1 (drivers/x/x)", "store", "temp1_store");
	run_assert_attr(&r, "sysfs", "knob (drivers/x/x)", "mode", "0600");
	run_assert_attr(&r, "sysfs", "knob (drivers/x/x)", "store", NULL);
	run_assert_attr(&r, "configfs", "state (drivers/x/x)", "show", "x_state_show");
	run_release(&r);
}

static void test_procfs_sysctl(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &procfs_extractor);
	run_file(&r, "fs/x.c",
		 "void f(void) { d = proc_mkdir(\"x\", NULL); proc_create(\"y\", 0444, d, &ops);"
		 " proc_create(name, 0444, NULL, &ops); }\n"
		 "static struct ctl_table t[] = { { .procname = \"k\", .mode = 0644,"
		 " .proc_handler = proc_dointvec }, { } };\n"
		 "void g(void) { register_sysctl(\"fs/x\", t); }\n");
	run_finish(&r);
	assert_non_null(run_find(&r, "procfs", "/proc/x"));
	run_assert_attr(&r, "procfs", "/proc/x/y", "mode", "0444");
	assert_int_equal(r.inv.nitems, 3);	/* a computed name is skipped */
	run_assert_attr(&r, "sysctl", "/proc/sys/fs/x/k", "handler", "proc_dointvec");
	run_release(&r);
}

static void test_debugfs_cgroup(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &debugfs_extractor);
	run_file(&r, "drivers/x/d.c",
		 "void f(void) { d = debugfs_create_dir(\"x\", NULL);"
		 " debugfs_create_u32(\"n\", 0644, d, &n);"
		 " debugfs_create_file(\"f\", 0400, dev->d, NULL, &fops); }\n");
	run_finish(&r);
	run_assert_attr(&r, "debugfs", "/sys/kernel/debug/x/n", "stability", "unstable");
	assert_non_null(run_find(&r, "debugfs", "/sys/kernel/debug/?/f (drivers/x/d.c)"));
	run_release(&r);

	run_init(&r, &cgroup_extractor);
	run_file(&r, "mm/a.c",
		 "static struct cftype a_files[] = { { .name = \"max\" }, { } };\n");
	run_file(&r, "mm/b.c",
		 "struct cgroup_subsys foo_cgrp_subsys = { .dfl_cftypes = a_files };\n");
	run_finish(&r);
	run_assert_attr(&r, "cgroup", "foo.max", "hierarchy", "v2");
	run_release(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cinit),
		cmocka_unit_test(test_sysfs),
		cmocka_unit_test(test_procfs_sysctl),
		cmocka_unit_test(test_debugfs_cgroup),
	};

	return cmocka_run_group_tests_name("files", tests, NULL, NULL);
}
