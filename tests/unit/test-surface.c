// SPDX-License-Identifier: GPL-2.0
/*
 * The tracepoint, parameter, netlink, fs-param, bpf and vdso extractors,
 * file by file through their extractor interface.
 */
#include "run.h"

extern const struct extractor tracepoint_extractor;
extern const struct extractor param_extractor;
extern const struct extractor netlink_extractor;
extern const struct extractor fsparam_extractor;
extern const struct extractor bpf_extractor;
extern const struct extractor vdso_extractor;
extern const struct extractor cgroup_extractor;

static void test_tracepoint(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &tracepoint_extractor);
	run_file(&r, "include/trace/events/a.h",
		 "#define TRACE_SYSTEM a\n"
		 "DECLARE_EVENT_CLASS(c, TP_PROTO(int x), TP_ARGS(x),"
		 " TP_STRUCT__entry(__field(int, x) __string(s, y)), TP_fast_assign(), TP_printk(\"\"));\n");
	run_file(&r, "include/trace/events/b.h",
		 "#define TRACE_SYSTEM a\nDEFINE_EVENT(c, e, TP_PROTO(int x), TP_ARGS(x));\n"
		 "DEFINE_EVENT(nowhere, f, TP_PROTO(int x), TP_ARGS(x));\n");
	run_finish(&r);
	run_assert_attr(&r, "tracepoint", "a:e", "fields", "x s");
	run_assert_attr(&r, "tracepoint", "a:e", "field.s", "string");
	run_assert_attr(&r, "tracepoint", "a:f", "fields", "unknown");
	run_release(&r);
}

/*
 * An event's class: that of its own file first, else that of the first
 * path of its system; a class of another system is not it.
 */
static void test_tracepoint_class(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &tracepoint_extractor);
	run_file(&r, "include/trace/events/z.h",
		 "#define TRACE_SYSTEM a\n"
		 "DECLARE_EVENT_CLASS(c, TP_PROTO(int x), TP_ARGS(x),"
		 " TP_STRUCT__entry(__field(int, zz)), TP_fast_assign(), TP_printk(\"\"));\n"
		 "DEFINE_EVENT(c, ez, TP_PROTO(int x), TP_ARGS(x));\n");
	run_file(&r, "include/trace/events/m.h",
		 "#define TRACE_SYSTEM a\n"
		 "DECLARE_EVENT_CLASS(c, TP_PROTO(int x), TP_ARGS(x),"
		 " TP_STRUCT__entry(__field(int, mm)), TP_fast_assign(), TP_printk(\"\"));\n");
	run_file(&r, "include/trace/events/b.h",
		 "#define TRACE_SYSTEM b\n"
		 "DECLARE_EVENT_CLASS(c, TP_PROTO(int x), TP_ARGS(x),"
		 " TP_STRUCT__entry(__field(int, bb)), TP_fast_assign(), TP_printk(\"\"));\n"
		 "DEFINE_EVENT(d, eb, TP_PROTO(int x), TP_ARGS(x));\n");
	run_file(&r, "include/trace/events/q.h",
		 "#define TRACE_SYSTEM a\nDEFINE_EVENT(c, eq, TP_PROTO(int x), TP_ARGS(x));\n");
	run_finish(&r);
	run_assert_attr(&r, "tracepoint", "a:ez", "fields", "zz");
	run_assert_attr(&r, "tracepoint", "a:eq", "fields", "mm");
	run_assert_attr(&r, "tracepoint", "b:eb", "fields", "unknown");
	run_release(&r);
}

static void test_params(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &param_extractor);
	run_file(&r, "drivers/m/Makefile", "obj-m += m-mod.o\nm-mod-objs := a.o \\\n\tb.o\n");
	run_file(&r, "drivers/m/b.c",
		 "module_param(x, int, 0600);\nMODULE_PARM_DESC(x, \"the x\");\n"
		 "__setup(\"mflag\", f);\n");
	run_file(&r, "drivers/m/c.c",
		 "#define MODULE_PARAM_PREFIX \"pre.\"\nmodule_param(y, bool, 0);\n");
	run_finish(&r);
	run_assert_attr(&r, "module-param", "m_mod.x", "desc", "the x");
	run_assert_attr(&r, "module-param", "pre.y", "perm", "0000");
	run_assert_attr(&r, "boot-param", "mflag", "value", NULL);
	run_release(&r);

	run_init(&r, &param_extractor);
	run_file(&r, "arch/x/kernel/a.c",
		 "__setup(\"nox\", f);\n"
		 "void g(void) { if (cmdline_find_option_bool(boot_command_line, \"nox\")) h();\n"
		 "cmdline_find_option(boot_command_line, \"tsx=\", b, 4);\n"
		 "if (strstr(arcs_cmdline, \" quiet\")) h(); if (strstr(p, \"off\")) h(); }\n");
	run_file(&r, "arch/x/boot/b.c", "int m(void) { return cmdline_find_option_bool(\"nokaslr\"); }\n");
	run_finish(&r);
	run_assert_attr(&r, "boot-param", "nox", "handler", "f");
	run_assert_attr(&r, "boot-param", "nox", "via", "cmdline_find_option_bool");
	run_assert_attr(&r, "boot-param", "tsx", "value", "yes");
	run_assert_attr(&r, "boot-param", "quiet", "via", "strstr");
	run_assert_attr(&r, "boot-param", "nokaslr", "via", "cmdline_find_option_bool");
	assert_null(run_find(&r, "boot-param", "off"));
	run_release(&r);
}

static void test_netlink(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &netlink_extractor);
	run_file(&r, "include/uapi/linux/n.h", "#define N_NAME \"nnn\"\n");
	run_file(&r, "net/n.c",
		 "static const struct genl_ops o[] = { { .cmd = N_B }, { .cmd = N_A } };\n"
		 "static struct genl_family f = { .name = N_NAME, .version = 2, .ops = o };\n");
	run_file(&r, "Documentation/netlink/specs/nnn.yaml",
		 "name: nnn\noperations:\n  list:\n    - name: a\n    - name: b\n");
	run_file(&r, "Documentation/netlink/specs/bad.yaml", "name: [unclosed\n");
	run_finish(&r);
	run_assert_attr(&r, "netlink", "genl:nnn", "commands", "N_A N_B");
	run_assert_attr(&r, "netlink-spec", "ynl:nnn", "operations", "a b");
	run_assert_attr(&r, "netlink-spec", "ynl:nnn", "protocol", "genetlink");
	assert_int_equal(r.inv.nproblems, 1);
	run_release(&r);
}

/*
 * rtnetlink handlers: calls, designated and positional struct
 * rtnl_msg_handler entries alike; the registration functions' own
 * definitions and the calls that forward their parameters are not
 * registrations.
 */
static void test_netlink_rtnl(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &netlink_extractor);
	run_file(&r, "net/core/rtnetlink.c",
		 "int rtnl_register_module(struct module *owner, int protocol, int msgtype,\n"
		 "  rtnl_doit_func doit, rtnl_dumpit_func dumpit, unsigned int flags)\n"
		 "{ return rtnl_register_internal(owner, protocol, msgtype, doit, dumpit, flags); }\n"
		 "void rtnl_register(int protocol, int msgtype, rtnl_doit_func doit,\n"
		 "  rtnl_dumpit_func dumpit, unsigned int flags)\n"
		 "{ rtnl_register_internal(NULL, protocol, msgtype, doit, dumpit, flags); }\n"
		 "int __rtnl_register_many(const struct rtnl_msg_handler *handlers, int n)\n"
		 "{ const struct rtnl_msg_handler *handler = handlers;\n"
		 "  return rtnl_register_internal(handler->owner, handler->protocol,\n"
		 "    handler->msgtype, handler->doit, handler->dumpit, handler->flags); }\n"
		 "void init(void) { rtnl_register(PF_BRIDGE, RTM_DELNEIGH, fdb_del, NULL,\n"
		 "  RTNL_FLAG_DOIT_UNLOCKED | RTNL_FLAG_BULK_DEL_SUPPORTED); }\n");
	run_file(&r, "net/bridge/br_vlan.c",
		 "static const struct rtnl_msg_handler h[] __initdata_or_module = {\n"
		 "  {THIS_MODULE, PF_BRIDGE, RTM_NEWVLAN, vlan_process, NULL, 0},\n"
		 "  {THIS_MODULE, PF_BRIDGE, RTM_GETVLAN, NULL, vlan_dump,\n"
		 "   RTNL_FLAG_DUMP_UNLOCKED},\n"
		 "};\n"
		 "static const struct rtnl_msg_handler d[] = {\n"
		 "  {.owner = THIS_MODULE, .protocol = PF_MCTP, .msgtype = RTM_GETADDR,\n"
		 "   .dumpit = dump_addr},\n"
		 "};\n");
	run_finish(&r);
	run_assert_attr(&r, "netlink", "rtnl:PF_BRIDGE:RTM_DELNEIGH", "flags",
			"RTNL_FLAG_BULK_DEL_SUPPORTED");
	run_assert_attr(&r, "netlink", "rtnl:PF_BRIDGE:RTM_NEWVLAN", "doit",
			"vlan_process");
	run_assert_attr(&r, "netlink", "rtnl:PF_BRIDGE:RTM_NEWVLAN", "dumpit", NULL);
	run_assert_attr(&r, "netlink", "rtnl:PF_BRIDGE:RTM_GETVLAN", "dumpit",
			"vlan_dump");
	run_assert_attr(&r, "netlink", "rtnl:PF_BRIDGE:RTM_GETVLAN", "flags", NULL);
	run_assert_attr(&r, "netlink", "rtnl:PF_MCTP:RTM_GETADDR", "dumpit",
			"dump_addr");
	assert_int_equal(r.inv.nitems, 4);
	run_release(&r);
}

/*
 * A family's op table in another file (YNL's generated ones), never one
 * static to its file; its name in a header other than uapi.
 */
static void test_netlink_tables(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &netlink_extractor);
	run_file(&r, "net/x/x_gen.c",
		 "const struct genl_split_ops x_ops[2] = {\n"
		 "  { .cmd = X_CMD_B, .doit = b }, { .cmd = X_CMD_A, .dumpit = a } };\n");
	run_file(&r, "drivers/y/y.c",
		 "static const struct genl_split_ops x_ops[] = { { .cmd = Y_CMD } };\n");
	run_file(&r, "include/net/x.h", "#define X_NAME \"xfam\"\n");
	run_file(&r, "net/x/x.c",
		 "static const struct genl_small_ops own[] = { { .cmd = X_CMD_C } };\n"
		 "struct genl_family f = { .name = X_NAME, .split_ops = x_ops,\n"
		 "  .small_ops = own };\n");
	run_finish(&r);
	run_assert_attr(&r, "netlink", "genl:xfam", "commands",
			"X_CMD_A X_CMD_B X_CMD_C");
	run_release(&r);
}

static void test_fsparam_bpf_vdso(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &fsparam_extractor);
	run_file(&r, "fs/x/a.c",
		 "const struct fs_parameter_spec x_p[] = { fsparam_u32(\"sz\", 1), {} };\n");
	run_file(&r, "fs/x/b.c",
		 "struct file_system_type x_fs = { .name = \"xfs2\", .init_fs_context = i, .parameters = x_p };\n");
	run_finish(&r);
	run_assert_attr(&r, "fs-param", "xfs2:sz", "type", "u32");
	run_release(&r);

	run_init(&r, &fsparam_extractor);
	run_file(&r, "fs/y/opts.c",
		 "static const match_table_t fat_tokens = { {Opt_a, \"a=%u\"}, {Opt_e, NULL} };\n"
		 "static const match_table_t vy_tokens = { {Opt_b, \"b\"}, {Opt_e, NULL} };\n");
	run_file(&r, "fs/y/y.c", "struct file_system_type y_fs = { .name = \"y\", .mount = m };\n");
	run_file(&r, "fs/y/vy.c", "struct file_system_type vy_fs = { .name = \"vy\", .mount = m };\n");
	run_file(&r, "fs/z/super.c",
		 "static const struct fs_parameter_spec z_p[] = { fsparam_flag_no(\"acl\", 1), {} };\n"
		 "struct file_system_type z_fs = { .name = \"z\", .init_fs_context = i };\n");
	run_finish(&r);
	run_assert_attr(&r, "fs-param", "y:a", "type", "value");
	run_assert_attr(&r, "fs-param", "vy:a", "type", "value");
	run_assert_attr(&r, "fs-param", "vy:b", "type", "flag");
	assert_null(run_find(&r, "fs-param", "y:b"));
	run_assert_attr(&r, "fs-param", "z:noacl", "type", "flag_no");
	run_release(&r);

	run_init(&r, &bpf_extractor);
	run_file(&r, "kernel/k.c",
		 "BTF_SET8_START(s)\nBTF_ID_FLAGS(func, kf, KF_TRUSTED_ARGS)\nBTF_SET8_END(s)\n"
		 "BTF_ID_FLAGS(func, outside)\n");
	run_finish(&r);
	run_assert_attr(&r, "bpf", "kfunc:kf", "set", "s");
	assert_null(run_find(&r, "bpf", "kfunc:outside"));
	run_release(&r);

	run_init(&r, &vdso_extractor);
	run_file(&r, "arch/z/vdso/vdso.lds.S",
		 "VERSION { LINUX_4.15 { global: __kernel_x; local: *; }; }\n");
	run_finish(&r);
	run_assert_attr(&r, "vdso", "__kernel_x (arch/z/vdso/vdso.lds.S)", "version",
			"LINUX_4.15");
	run_release(&r);
}

static void test_cgroup_built_names(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &cgroup_extractor);
	run_file(&r, "mm/a.c",
		 "static void f(int i) { char b[8]; mem_fmt(b, 8, page_size(i));\n"
		 "snprintf(c->name, MAX_CFTYPE_NAME, \"%s.max\", b);\n"
		 "c->flags = CFTYPE_NOT_ON_ROOT;\n"
		 "cgroup_add_dfl_cftypes(&x_cgrp_subsys, c); }\n");
	run_file(&r, "mm/b.c",
		 "static struct cftype t[] = { { .name = \"cur\" }, };\n"
		 "static void g(struct cftype *tmpl) { char buf[8];\n"
		 "snprintf(c->name, MAX_CFTYPE_NAME, \"%s.%s\", buf, tmpl->name); }\n"
		 "static void h(void) { g(files + 2, t); cgroup_add_legacy_cftypes(&y_cgrp_subsys, files); }\n");
	run_finish(&r);
	run_assert_attr(&r, "cgroup", "x.<size>.max", "flags", "CFTYPE_NOT_ON_ROOT");
	run_assert_attr(&r, "cgroup", "x.<size>.max", "hierarchy", "v2");
	run_assert_attr(&r, "cgroup", "y.<buf>.cur", "hierarchy", "v1");
	run_release(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tracepoint),
		cmocka_unit_test(test_tracepoint_class),
		cmocka_unit_test(test_params),
		cmocka_unit_test(test_netlink),
		cmocka_unit_test(test_netlink_rtnl),
		cmocka_unit_test(test_netlink_tables),
		cmocka_unit_test(test_fsparam_bpf_vdso),
		cmocka_unit_test(test_cgroup_built_names),
	};

	return cmocka_run_group_tests_name("surface", tests, NULL, NULL);
}
