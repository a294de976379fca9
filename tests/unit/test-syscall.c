// SPDX-License-Identifier: GPL-2.0
/* The syscall extractor, file by file, through its extractor interface. */
#include "run.h"

#include <stdlib.h>

#include "extract/extract.h"
#include "core/strbuf.h"
#include "core/util.h"

extern const struct extractor syscall_extractor;

static void test_want_path(void **state)
{
	const struct extractor *ex = &syscall_extractor;

	(void)state;
	assert_int_equal(ex->want_path("arch/x86/entry/syscalls/syscall_64.tbl"),
			 WANT_ALWAYS);
	assert_int_equal(ex->want_path("scripts/syscall.tbl"), WANT_ALWAYS);
	assert_int_equal(ex->want_path("scripts/atomic/atomics.tbl"), WANT_NO);
	assert_int_equal(ex->want_path("tools/perf/arch/x86/entry/syscalls/syscall_64.tbl"),
			 WANT_NO);
	assert_int_equal(ex->want_path("include/uapi/asm-generic/unistd.h"),
			 WANT_ALWAYS);
	assert_int_equal(ex->want_path("arch/riscv/include/uapi/asm/unistd.h"),
			 WANT_ALWAYS);
	assert_int_equal(ex->want_path("arch/arm64/include/asm/unistd32.h"),
			 WANT_ALWAYS);
	assert_int_equal(ex->want_path("arch/arm64/include/asm/unistd.h"),
			 WANT_IF_TRIGGERED);
	assert_int_equal(ex->want_path("fs/read_write.c"), WANT_IF_TRIGGERED);
	assert_int_equal(ex->want_path("tools/include/uapi/asm-generic/unistd.h"),
			 WANT_NO);
	assert_int_equal(ex->want_path("Documentation/index.rst"), WANT_NO);
}

static void test_table_keys(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &syscall_extractor);
	run_file(&r, "arch/x86/entry/syscalls/syscall_64.tbl",
		 "# comment\n"
		 "0\tcommon\tread\t\t\tsys_read\n"
		 "\n"
		 "512\tx32\trt_sigaction\tcompat_sys_rt_sigaction # trailing\n");
	run_file(&r, "arch/mips/kernel/syscalls/syscall_n32.tbl",
		 "6000\tn32\tread\tsys_read\n");
	run_file(&r, "scripts/syscall.tbl",
		 "4\ttime32\tio_getevents\tsys_io_getevents_time32\n"
		 "4\t64\tio_getevents\tsys_io_getevents\n"
		 "63\tcommon\tread\tsys_read\n"
		 "259\triscv\triscv_flush_icache\tsys_riscv_flush_icache\n");
	run_finish(&r);
	assert_int_equal(r.inv.nitems, 4);
	run_assert_attr(&r, NULL, "read", "nr.x86_64", "0");
	run_assert_attr(&r, NULL, "read", "nr.mips_n32.n32", "6000");
	run_assert_attr(&r, NULL, "read", "nr.generic", "63");
	run_assert_attr(&r, NULL, "read", "entry", "sys_read");
	run_assert_attr(&r, NULL, "rt_sigaction", "nr.x86_64.x32", "512");
	run_assert_attr(&r, NULL, "io_getevents", "nr.generic", "4");
	run_assert_attr(&r, NULL, "io_getevents", "entry",
		    "sys_io_getevents | sys_io_getevents_time32");
	run_assert_attr(&r, NULL, "riscv_flush_icache", "nr.riscv", "259");
	assert_int_equal(r.inv.nproblems, 0);
	run_release(&r);
}

static void test_table_bad_row(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &syscall_extractor);
	run_file(&r, "arch/alpha/kernel/syscalls/syscall.tbl",
		 "x1\tcommon\tbad\n0\tcommon\n1\tcommon\tgood\tsys_good\n");
	run_finish(&r);
	assert_int_equal(r.inv.nitems, 1);
	run_assert_attr(&r, NULL, "good", "nr.alpha", "1");
	assert_int_equal(r.inv.nproblems, 2);
	assert_string_equal(r.inv.problems[0].msg,
			    "line 1: not a syscall table row, skipped");
	run_release(&r);
}

static void test_generic_header(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &syscall_extractor);
	run_file(&r, "include/uapi/asm-generic/unistd.h",
		 "#define __NR3264_fcntl 25\n"
		 "__SC_COMP_3264(__NR3264_fcntl, sys_fcntl64, sys_fcntl, compat_sys_fcntl64)\n"
		 "#define __NR_read 63\n"
		 "__SYSCALL(__NR_read, sys_read)\n"
		 "#define __NR_arch_specific_syscall 244\n"
		 "#define __NR_syscalls 463\n"
		 "#define __SYSCALL(x, y)\n"
		 "#define __NR_fcntl __NR3264_fcntl\n");
	run_file(&r, "arch/riscv/include/uapi/asm/unistd.h",
		 "#define __NR_riscv_flush_icache (__NR_arch_specific_syscall + 15)\n");
	run_finish(&r);
	assert_int_equal(r.inv.nitems, 3);
	assert_null(run_find(&r, NULL, "syscalls"));
	assert_null(run_find(&r, NULL, "arch_specific_syscall"));
	run_assert_attr(&r, NULL, "fcntl", "nr.generic", "25");
	run_assert_attr(&r, NULL, "fcntl", "entry",
		    "compat_sys_fcntl64 | sys_fcntl | sys_fcntl64");
	run_assert_attr(&r, NULL, "read", "nr.generic", "63");
	run_assert_attr(&r, NULL, "riscv_flush_icache", "nr.riscv", "259");
	run_release(&r);
}

static void test_header_number_from_table(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &syscall_extractor);
	/* The generated header defines __NR_umount2 from the table. */
	run_file(&r, "arch/alpha/include/uapi/asm/unistd.h",
		 "#define __NR_umount\t__NR_umount2\n"
		 "#define __NR_unknown __NR_nowhere\n");
	run_file(&r, "arch/alpha/kernel/syscalls/syscall.tbl",
		 "22\tcommon\tumount2\tsys_umount\n");
	run_finish(&r);
	run_assert_attr(&r, NULL, "umount", "nr.alpha", "22");
	/* What cannot be resolved stays as written, never guessed. */
	run_assert_attr(&r, NULL, "unknown", "nr.alpha", "__NR_nowhere");
	run_release(&r);
}

static void test_defines(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &syscall_extractor);
	run_file(&r, "fs/read_write.c",
		 "#define SYSCALL_DEFINE_MINE(x) SYSCALL_DEFINE1(x, int, a)\n"
		 "/* SYSCALL_DEFINE0(comment) */\n"
		 "SYSCALL_DEFINE3(read, unsigned int, fd, char __user *, buf,\n"
		 "\t\tsize_t, count)\n{}\n"
		 "SYSCALL_DEFINE0(getpid)\n{}\n"
		 "COMPAT_SYSCALL_DEFINE3(truncate, const char __user *, path,\n"
		 "\t\tcompat_arg_u64_dual(length))\n{}\n");
	run_file(&r, "arch/x86/kernel/sys_x86_64.c",
		 "SYSCALL_DEFINE6(mmap, unsigned long, addr, unsigned long, len,\n"
		 "\tunsigned long, prot, unsigned long, flags,\n"
		 "\tunsigned long, fd, unsigned long, off)\n{}\n");
	run_finish(&r);
	assert_int_equal(r.inv.nitems, 4);
	assert_null(run_find(&r, NULL, "comment"));
	assert_null(run_find(&r, NULL, "x"));
	run_assert_attr(&r, NULL, "read", "sig",
		    "unsigned int fd, char __user *buf, size_t count");
	assert_int_equal(run_find(&r, NULL, "read")->line, 3);
	assert_string_equal(run_find(&r, NULL, "read")->file, "fs/read_write.c");
	run_assert_attr(&r, NULL, "getpid", "sig", "void");
	run_assert_attr(&r, NULL, "truncate", "compat-sig",
		    "const char __user *, path, compat_arg_u64_dual(length)");
	run_assert_attr(&r, NULL, "mmap", "sig.x86",
		    "unsigned long addr, unsigned long len, unsigned long prot, "
		    "unsigned long flags, unsigned long fd, unsigned long off");
	run_release(&r);
}

static void test_define_unterminated(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &syscall_extractor);
	run_file(&r, "fs/x.c", "SYSCALL_DEFINE1(broken, int, a\n");
	run_finish(&r);
	assert_int_equal(r.inv.nitems, 0);
	assert_int_equal(r.inv.nproblems, 1);
	assert_string_equal(r.inv.problems[0].msg,
			    "line 1: unterminated SYSCALL_DEFINE1, skipped");
	run_release(&r);
}

static void test_location_prefers_definition(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &syscall_extractor);
	run_file(&r, "arch/x86/entry/syscalls/syscall_64.tbl",
		 "462\tcommon\tmseal\tsys_mseal\n");
	run_file(&r, "mm/mseal.c",
		 "\nSYSCALL_DEFINE3(mseal, unsigned long, start, size_t, len,\n"
		 "\t\tunsigned long, flags)\n{}\n");
	run_finish(&r);
	assert_int_equal(r.inv.nitems, 1);
	assert_string_equal(r.inv.items[0].file, "mm/mseal.c");
	assert_int_equal(r.inv.items[0].line, 2);
	run_assert_attr(&r, NULL, "mseal", "nr.x86_64", "462");
	run_release(&r);
}

/* 6.12's flags column, and rows wired to sys_ni_syscall or to nothing. */
static void test_table_flags_and_ni(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &syscall_extractor);
	run_file(&r, "arch/x86/entry/syscalls/syscall_64.tbl",
		 "60\tcommon\texit\tsys_exit\t-\tnoreturn\n"
		 "156\t64\t_sysctl\n"
		 "212\tcommon\tlookup_dcookie\tsys_ni_syscall\n");
	run_finish(&r);
	assert_int_equal(r.inv.nitems, 3);
	run_assert_attr(&r, NULL, "exit", "entry", "sys_exit");
	run_assert_attr(&r, NULL, "exit", "flags", "noreturn");
	run_assert_attr(&r, NULL, "exit", "nr.x86_64", "60");
	run_assert_attr(&r, NULL, "_sysctl", "entry", "sys_ni_syscall");
	assert_null(item_attr(run_find(&r, NULL, "_sysctl"), "nr.x86_64.64"));
	run_assert_attr(&r, NULL, "lookup_dcookie", "entry", "sys_ni_syscall");
	assert_null(item_attr(run_find(&r, NULL, "lookup_dcookie"),
			      "nr.x86_64"));
	run_release(&r);
}

/* A header's number wired to sys_ni_syscall, above or below its call. */
static void test_header_ni(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &syscall_extractor);
	run_file(&r, "include/uapi/asm-generic/unistd.h",
		 "#define __NR_lookup_dcookie 18\n"
		 "__SYSCALL(__NR_lookup_dcookie, sys_ni_syscall)\n"
		 "__SYSCALL(149, sys_ni_syscall)\n"
		 "#define __NR_exit 93\n"
		 "__SYSCALL(__NR_exit, sys_exit)\n");
	run_finish(&r);
	assert_int_equal(r.inv.nitems, 2);
	run_assert_attr(&r, NULL, "exit", "nr.generic", "93");
	run_assert_attr(&r, NULL, "lookup_dcookie", "entry", "sys_ni_syscall");
	assert_null(item_attr(run_find(&r, NULL, "lookup_dcookie"),
			      "nr.generic"));
	run_release(&r);
}

/* The verdict on two versions of one syscall, given as attributes. */
static enum compat judge(struct strbuf *why, struct attr *oa, uint32_t on,
			 struct attr *na, uint32_t nn)
{
	struct item o = { .kind = "syscall", .name = "x", .attrs = oa,
			  .nattrs = on };
	struct item n = { .kind = "syscall", .name = "x", .attrs = na,
			  .nattrs = nn };

	strbuf_reset(why);
	return syscall_extractor.judge(why, &o, &n);
}

static void test_judge(void **state)
{
	struct strbuf why = STRBUF_INIT;
	struct attr o1[] = { { "entry", "sys_x" }, { "nr.arm", "9" },
			     { "nr.x86_64", "7" } };
	struct attr n1[] = { { "entry", "sys_ni_syscall" } };
	struct attr n2[] = { { "entry", "sys_x" }, { "nr.arm", "9" } };
	struct attr n3[] = { { "entry", "sys_x" }, { "nr.arm", "10" },
			     { "nr.x86_64", "7" } };
	struct attr s1[] = { { "sig", "int a, unsigned long b, char __user *c" } };
	struct attr s2[] = { { "sig", "s32 a, size_t b, void __user *c" } };
	struct attr s3[] = { { "sig", "int a, long b, void __user *c" } };
	struct attr s4[] = { { "sig", "int a, foo_t b, void __user *c" } };
	struct attr s5[] = { { "sig", "int a, unsigned long b" } };

	(void)state;
	assert_int_equal(judge(&why, o1, 3, n1, 1), COMPAT_BREAKING);
	assert_string_equal(why.buf, "now sys_ni_syscall (ENOSYS) on arm, x86_64");
	assert_int_equal(judge(&why, o1, 3, n2, 2), COMPAT_UNKNOWN);
	assert_int_equal(judge(&why, o1, 3, n3, 3), COMPAT_BREAKING);
	assert_string_equal(why.buf, "number changed on arm");
	assert_int_equal(judge(&why, n2, 2, o1, 3), COMPAT_COMPATIBLE);
	assert_string_equal(why.buf, "number added on x86_64");
	assert_int_equal(judge(&why, s1, 1, s2, 1), COMPAT_COMPATIBLE);
	assert_int_equal(judge(&why, s1, 1, s3, 1), COMPAT_BREAKING);
	assert_string_equal(why.buf, "sig: argument 2: unsigned long -> long differs in signedness");
	assert_int_equal(judge(&why, s1, 1, s4, 1), COMPAT_UNKNOWN);
	assert_int_equal(judge(&why, s1, 1, s5, 1), COMPAT_BREAKING);
	assert_string_equal(why.buf, "sig: fewer arguments");
	strbuf_release(&why);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_want_path),
		cmocka_unit_test(test_table_keys),
		cmocka_unit_test(test_table_bad_row),
		cmocka_unit_test(test_generic_header),
		cmocka_unit_test(test_header_number_from_table),
		cmocka_unit_test(test_defines),
		cmocka_unit_test(test_define_unterminated),
		cmocka_unit_test(test_location_prefers_definition),
		cmocka_unit_test(test_table_flags_and_ni),
		cmocka_unit_test(test_header_ni),
		cmocka_unit_test(test_judge),
	};

	return cmocka_run_group_tests_name("syscall", tests, NULL, NULL);
}
