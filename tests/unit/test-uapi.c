// SPDX-License-Identifier: GPL-2.0
/*
 * The uapi extractor through its extractor interface: the items of small
 * headers, and the verdict of judge() on one change at a time.
 */
#include "run.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/diff.h"
#include "extract/extract.h"
#include "extract/uapi-item.h"
#include "core/strbuf.h"
#include "core/util.h"

extern const struct extractor uapi_extractor;

static void test_items(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &uapi_extractor);
	run_file(&r, "include/uapi/linux/t.h",
		 "#ifndef _T_H\n#define _T_H\n#define T_MAGIC 'T'\n"
		 "#define T_F(x) (x)\n#define T_EMPTY\n#define __NR_t 5\n"
		 "struct t_arg { __u32 a; __u64 b; };\n"
		 "enum t_e { T_A = 2, T_B };\n"
		 "#define T_GET _IOR(T_MAGIC, 1, struct t_arg)\n#endif\n");
	run_file(&r, "arch/mips/include/uapi/asm/t.h", "#define T_MIPS 9\n");
	run_file(&r, "drivers/t/t.c",
		 "#define T_PRIV _IO('p', 2)\nint f(void) { return T_PRIV; }\n");
	run_finish(&r);
	assert_non_null(run_find(&r, "uapi-header", "linux/t.h"));
	assert_non_null(run_find(&r, "uapi-header", "asm/t.h (mips)"));
	run_assert_attr(&r, "uapi-macro", "T_MAGIC", "int", "84");
	run_assert_attr(&r, "uapi-macro", "T_MAGIC", "value", "'T'");
	/* A function-like macro is an item with its parameters. */
	run_assert_attr(&r, "uapi-macro", "T_F", "params", "(x)");
	run_assert_attr(&r, "uapi-macro", "T_F", "value", "(x)");
	run_assert_attr(&r, "uapi-macro", "T_F", "int", NULL);
	/* Guards, empty macros, syscall numbers: not items. */
	assert_null(run_find(&r, "uapi-macro", "_T_H"));
	assert_null(run_find(&r, "uapi-macro", "T_EMPTY"));
	assert_null(run_find(&r, "uapi-macro", "__NR_t"));
	/* An ioctl is an ioctl, not a constant. */
	assert_null(run_find(&r, "uapi-macro", "T_GET"));
	run_assert_attr(&r, "uapi-macro", "T_MIPS", "mips:int", "9");
	run_assert_attr(&r, "uapi-macro", "T_MIPS", "int", NULL);
	run_assert_attr(&r, "uapi-type", "struct t_arg", "size", "16");
	run_assert_attr(&r, "uapi-type", "struct t_arg", "member.b", "__u64 @8 size 8");
	run_assert_attr(&r, "uapi-enum", "T_B", "int", "3");
	run_assert_attr(&r, "uapi-enum", "T_B", "enum", "t_e");
	run_assert_attr(&r, "ioctl", "T_GET", "cmd", "0x80105401");
	run_assert_attr(&r, "ioctl", "T_GET", "dir", "read");
	run_assert_attr(&r, "ioctl", "T_GET", "arg", "struct t_arg");
	run_assert_attr(&r, "ioctl", "T_PRIV", "cmd", "0x00007002");
	run_assert_attr(&r, "ioctl", "T_PRIV", "type", "'p'");
	run_release(&r);
}

/*
 * A private header's command is an item only if code tests it; a C
 * file's own commands and uapi's always are.
 */
static void test_private_commands(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &uapi_extractor);
	run_file(&r, "include/uapi/linux/u.h",
		 "#define U_MAGIC 'U'\n#define U_UNUSED _IO(U_MAGIC, 1)\n");
	run_file(&r, "drivers/p/p.h",
		 "#define P_CASE _IO('p', 1)\n#define P_CMP _IO('p', 2)\n"
		 "#define P_NONE _IO('p', 3)\n#define P_RHS _IO('p', 4)\n"
		 "#define P_NR _IO('p', 5)\n#define P_TABLE _IO('p', 6)\n"
		 "#define P_ONE _IO('p', 8)\n#define P_TWO _IO('p', 9)\n"
		 "#define DRM_IOCTL_P_DRM _IO('d', 7)\n"
		 "#define P_ALIAS P_CASE\n#define P_DEAD_ALIAS P_NONE\n"
		 "#define Q_MAGIC 'q'\n#define Q_ANY _IO(Q_MAGIC, 1)\n");
	/* Woken by "ioctl" alone: read for its names, never parsed. */
	run_file(&r, "drivers/p/p.c",
		 "long p_ioctl(unsigned int cmd)\n{\n"
		 "\tswitch (cmd) {\n\tcase P_CASE:\n\t\treturn 0;\n"
		 "\tcase _IOC_NR(P_NR):\n\t\treturn 1;\n"
		 "\tcase P_ONE: case P_TWO:\n\t\treturn 5;\n\t}\n"
		 "\tif (cmd == P_CMP || P_RHS != cmd)\n\t\treturn 2;\n"
		 "\tif (_IOC_TYPE(cmd) != Q_MAGIC)\n\t\treturn 3;\n"
		 "\treturn 4;\n}\n"
		 "static const struct x t[] = { IOCTL_OP(P_TABLE, f), "
		 "DRM_IOCTL_DEF_DRV(P_DRM, g) };\n");
	run_file(&r, "drivers/p/own.c", "#define P_OWN _IO('o', 1)\n");
	run_finish(&r);
	assert_non_null(run_find(&r, "ioctl", "U_UNUSED"));
	assert_non_null(run_find(&r, "ioctl", "P_CASE"));
	assert_non_null(run_find(&r, "ioctl", "P_CMP"));
	assert_non_null(run_find(&r, "ioctl", "P_RHS"));
	assert_non_null(run_find(&r, "ioctl", "P_NR"));
	assert_non_null(run_find(&r, "ioctl", "P_ONE"));
	assert_non_null(run_find(&r, "ioctl", "P_TWO"));
	assert_non_null(run_find(&r, "ioctl", "P_TABLE"));
	assert_non_null(run_find(&r, "ioctl", "DRM_IOCTL_P_DRM"));
	assert_non_null(run_find(&r, "ioctl", "P_ALIAS"));
	assert_non_null(run_find(&r, "ioctl", "Q_ANY"));
	assert_non_null(run_find(&r, "ioctl", "P_OWN"));
	assert_null(run_find(&r, "ioctl", "P_NONE"));
	assert_null(run_find(&r, "ioctl", "P_DEAD_ALIAS"));
	run_release(&r);
	/* Nor is a private command that nothing tests a constant. */
	run_init(&r, &uapi_extractor);
	run_file(&r, "drivers/p/p.h", "#define P_NONE _IO('p', 3)\n");
	run_finish(&r);
	assert_null(run_find(&r, "ioctl", "P_NONE"));
	assert_null(run_find(&r, "uapi-macro", "P_NONE"));
	run_release(&r);
}

/*
 * Files like those of test_private_commands(), packed or not: @arg, the
 * member of the uapi struct the commands take; @tests, what p.c tests
 * commands against.
 */
static void private_files(struct run *r, int packed, const char *arg,
			  const char *tests)
{
	void (*file)(struct run *, const char *, const char *) =
		packed ? run_file_packed : run_file;
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "#define U_MAGIC 'U'\nstruct u_arg { %s };\n"
		    "#define U_GET _IOR(U_MAGIC, 1, struct u_arg)\n", arg);
	file(r, "include/uapi/linux/u.h", sb.buf);
	file(r, "drivers/p/p.h",
	     "#define P_CASE _IOR('p', 1, struct u_arg)\n"
	     "#define P_CMP _IO('p', 2)\n#define P_ALIAS P_CASE\n"
	     "#define Q_MAGIC 'q'\n#define Q_ANY _IO(Q_MAGIC, 1)\n");
	strbuf_reset(&sb);
	strbuf_addf(&sb, "long p_ioctl(unsigned int cmd)\n{\n"
		    "\tif (%s)\n\t\treturn 1;\n\treturn 0;\n}\n", tests);
	file(r, "drivers/p/p.c", sb.buf);
	file(r, "drivers/p/own.c", "#define P_OWN _IO('o', 1)\n");
	strbuf_release(&sb);
}

/* @a and @b have the same items, attributes and places. */
static void assert_same_items(const struct inventory *a,
			      const struct inventory *b)
{
	size_t i, k;

	assert_int_equal(a->nitems, b->nitems);
	for (i = 0; i < a->nitems; i++) {
		const struct item *x = &a->items[i], *y = &b->items[i];

		assert_string_equal(x->kind, y->kind);
		assert_string_equal(x->name, y->name);
		assert_string_equal(x->file, y->file);
		assert_int_equal(x->line, y->line);
		assert_int_equal(x->nattrs, y->nattrs);
		for (k = 0; k < x->nattrs; k++) {
			assert_string_equal(x->attrs[k].key, y->attrs[k].key);
			assert_string_equal(x->attrs[k].val, y->attrs[k].val);
		}
	}
}

/*
 * A log's loads take the ioctl step from the memo (finish_memo) when the
 * files and the uapi headers are the same, and ask again which names
 * code tests: what they give is what the step gives without it, packed
 * or not.  Here one commit twice; then one whose driver tests other
 * names (P_CASE, which P_ALIAS is, and Q_MAGIC's commands by their type);
 * then one whose uapi struct grew, which P_CASE takes too.
 */
static void test_memo(void **state)
{
	static const char *const names[] = {
		"U_GET", "P_CASE", "P_CMP", "P_ALIAS", "Q_ANY", "P_OWN",
	};
	static const struct {
		const char *arg, *tests, *items, *u_get, *p_case;
	} commits[] = {
		{ "__u32 a;", "cmd == P_CMP || cmd == P_ALIAS",
		  "U_GET P_CMP P_ALIAS P_OWN", "0x80045501", NULL },
		{ "__u32 a;", "cmd == P_CMP || cmd == P_ALIAS",
		  "U_GET P_CMP P_ALIAS P_OWN", "0x80045501", NULL },
		{ "__u32 a;", "_IOC_TYPE(cmd) != Q_MAGIC || cmd == P_CASE",
		  "U_GET P_CASE P_ALIAS Q_ANY P_OWN", "0x80045501", "0x80047001" },
		{ "__u64 a;", "_IOC_TYPE(cmd) != Q_MAGIC || cmd == P_CASE",
		  "U_GET P_CASE P_ALIAS Q_ANY P_OWN", "0x80085501", "0x80087001" },
	};
	uint64_t ids[ARRAY_SIZE(names)];
	struct hash_set wants;
	void *memo = NULL;
	size_t i, n;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(names); i++)
		ids[i] = item_id_hash(KIND_IOCTL, names[i], strlen(names[i]));
	hash_set_init(&wants, ids, ARRAY_SIZE(ids));
	for (i = 0; i < ARRAY_SIZE(commits); i++) {
		struct run plain, with;

		run_init(&plain, &uapi_extractor);
		run_init(&with, &uapi_extractor);
		private_files(&plain, 0, commits[i].arg, commits[i].tests);
		private_files(&with, 1, commits[i].arg, commits[i].tests);
		/* The headers' items: the step's alone are compared. */
		plain.inv.nitems = with.inv.nitems = 0;
		plain.inv.wants = &wants;
		with.inv.wants = &wants;
		uapi_extractor.finish(&plain.inv, &plain.state, 1);
		uapi_extractor.finish_memo(&with.inv, &with.state, 1, &memo);
		inventory_finish(&plain.inv);
		inventory_finish(&with.inv);
		for (n = 0; n < ARRAY_SIZE(names); n++)
			assert_int_equal(!!run_find(&plain, KIND_IOCTL, names[n]),
					 !!strstr(commits[i].items, names[n]));
		run_assert_attr(&plain, KIND_IOCTL, "U_GET", "cmd",
				commits[i].u_get);
		if (commits[i].p_case)
			run_assert_attr(&plain, KIND_IOCTL, "P_CASE", "cmd",
					commits[i].p_case);
		assert_same_items(&plain.inv, &with.inv);
		run_release(&plain);
		run_release(&with);
	}
	uapi_extractor.memo_free(memo);
	hash_set_release(&wants);
}

/* A record damaged in the cache is refused: the file is read again. */
static void test_damaged_record(void **state)
{
	struct strbuf packed = STRBUF_INIT;
	struct run r;
	void *st;

	(void)state;
	run_init(&r, &uapi_extractor);
	run_file(&r, "include/uapi/linux/u.h", "struct u_arg { __u32 a; };\n");
	uapi_extractor.state_pack(&packed, r.state);
	st = uapi_extractor.state_new();
	assert_int_equal(uapi_extractor.state_unpack(st, "include/uapi/linux/u.h",
						     packed.buf, packed.len), 0);
	uapi_extractor.state_free(st);
	/* The last byte is the declarations'. */
	packed.buf[packed.len - 1] ^= 1;
	st = uapi_extractor.state_new();
	assert_int_equal(uapi_extractor.state_unpack(st, "include/uapi/linux/u.h",
						     packed.buf, packed.len), -1);
	uapi_extractor.state_free(st);
	strbuf_release(&packed);
	run_release(&r);
}

/* #if conditions that only other headers decide, decided at the end. */
static void test_deferred_conditions(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &uapi_extractor);
	run_file(&r, "include/uapi/linux/have.h",
		 "#define HAVE_B 1\n#define WIDTH 64\n");
	run_file(&r, "include/uapi/linux/c.h",
		 "#include <linux/have.h>\n"
		 "struct c {\n\t__u32 a;\n#ifdef HAVE_B\n\t__u32 b;\n#endif\n"
		 "#ifdef NOT_ANYWHERE\n\t__u64 c;\n#else\n\t__u16 c;\n#endif\n"
		 "#if WIDTH == 64 && defined(HAVE_B)\n\t__u64 d;\n#endif\n};\n"
		 "#ifdef NOT_ANYWHERE\ntypedef __u64 c_t;\n#else\n"
		 "typedef __u8 c_t;\n#endif\n"
		 "#ifdef HAVE_B\n#define C_MODE 1\n#else\n#define C_MODE 2\n#endif\n");
	run_finish(&r);
	run_assert_attr(&r, "uapi-type", "struct c", "size", "24");
	run_assert_attr(&r, "uapi-type", "struct c", "member.b",
			"__u32 @4 size 4");
	run_assert_attr(&r, "uapi-type", "struct c", "member.c",
			"__u16 @8 size 2 | __u64 (not on x86-64)");
	run_assert_attr(&r, "uapi-type", "struct c", "member.d",
			"__u64 @16 size 8");
	run_assert_attr(&r, "uapi-type", "typedef c_t", "size", "1");
	run_assert_attr(&r, "uapi-macro", "C_MODE", "value", "1 | 2");
	run_release(&r);
}

/* "#define X X" of an enumerator, for #ifdef: X is the enumerator. */
static void test_enum_alias(void **state)
{
	struct run r;

	(void)state;
	run_init(&r, &uapi_extractor);
	run_file(&r, "include/uapi/linux/dev.h",
		 "enum dev_type {\n\tDEV_A = 1,\n#define DEV_A DEV_A\n"
		 "\tDEV_B,\n#define DEV_B DEV_B\n\tDEV_MAX,\n};\n"
		 "#define DEV_LAST (DEV_MAX - 1)\n");
	run_finish(&r);
	run_assert_attr(&r, "uapi-enum", "DEV_B", "int", "2");
	run_assert_attr(&r, "uapi-enum", "DEV_MAX", "int", "3");
	run_assert_attr(&r, "uapi-macro", "DEV_LAST", "int", "2");
	/* One item, the enumerator's, which #ifdef sees. */
	assert_null(run_find(&r, "uapi-macro", "DEV_B"));
	run_assert_attr(&r, "uapi-enum", "DEV_B", "ifdef", "yes");
	run_assert_attr(&r, "uapi-enum", "DEV_MAX", "ifdef", NULL);
	run_release(&r);
}

/*
 * The verdict on item @name between a header @old and @new, and its
 * reason in @reason (static storage).
 */
static enum compat verdict(const char *old, const char *new,
			   const char *name, const char **reason)
{
	static char why[256];
	struct run a, b;
	struct diff d;
	enum compat c = COMPAT_NONE;
	size_t i;

	run_init(&a, &uapi_extractor);
	run_init(&b, &uapi_extractor);
	run_file(&a, "include/uapi/linux/v.h", old);
	run_file(&b, "include/uapi/linux/v.h", new);
	run_finish(&a);
	run_finish(&b);
	diff_inventories(&d, &a.inv, &b.inv, &extract_diff_rules);
	why[0] = '\0';
	for (i = 0; i < d.nchanges; i++) {
		if (strcmp(change_item(&d.changes[i])->name, name))
			continue;
		c = d.changes[i].compat;
		if (d.changes[i].reason)
			snprintf(why, sizeof(why), "%s", d.changes[i].reason);
	}
	*reason = why;
	diff_release(&d);
	run_release(&a);
	run_release(&b);
	return c;
}

#define S(body) "struct s { " body " };\n"

static void test_verdicts(void **state)
{
	const char *why;

	(void)state;
	assert_int_equal(verdict(S("__u32 a; __u32 b;"), S("__u32 a;"),
				 "struct s", &why), COMPAT_BREAKING);
	assert_string_equal(why, "member b removed or renamed");
	assert_int_equal(verdict(S("__u32 a; __u32 b;"), S("__u32 b; __u32 a;"),
				 "struct s", &why), COMPAT_BREAKING);
	assert_string_equal(why, "member a moved from @0 to @4");
	assert_int_equal(verdict(S("__u32 a;"), S("__s64 a;"), "struct s", &why),
			 COMPAT_BREAKING);
	assert_string_equal(why, "type of member a changed from __u32 to __s64");
	assert_int_equal(verdict(S("__u64 a;"), S("__aligned_u64 a;"),
				 "struct s", &why), COMPAT_COMPATIBLE);
	assert_string_equal(why, "member a written with another type of the same size");
	assert_int_equal(verdict(S("__u32 a; __u32 rsvd[2];"),
				 S("__u32 a; __u32 b; __u32 rsvd;"), "struct s",
				 &why), COMPAT_COMPATIBLE);
	assert_string_equal(why, "reserved member put to use, size unchanged");
	assert_int_equal(verdict(S("__u32 n; __u8 d[0];"), S("__u32 n; __u8 d[];"),
				 "struct s", &why), COMPAT_COMPATIBLE);
	assert_string_equal(why, "flexible array written in another form");
	assert_int_equal(verdict(S("__u32 n; __u32 d[1];"), S("__u32 n; __u32 d[];"),
				 "struct s", &why), COMPAT_UNKNOWN);
	assert_string_equal(why, "an array became a flexible array; size changed from 8 to 4");
	assert_int_equal(verdict(S("__u32 size; __u32 a;"),
				 S("__u32 size; __u32 a; __u64 b;"), "struct s",
				 &why), COMPAT_COMPATIBLE);
	assert_int_equal(verdict(S("__u32 a;"), S("__u32 a; __u32 b;"),
				 "struct s", &why), COMPAT_UNKNOWN);
	assert_int_equal(verdict(S("__u32 a; struct nowhere n;"),
				 S("__u32 a; struct nowhere n; int b;"),
				 "struct s", &why), COMPAT_UNKNOWN);
	assert_string_equal(why, "the layout can't be computed");
	assert_int_equal(verdict("#define X 1\n", "#define X 2\n", "X", &why),
			 COMPAT_BREAKING);
	assert_string_equal(why, "value changed from 1 to 2");
	assert_int_equal(verdict("#define X 1\n", "#define X (0 + 1)\n", "X",
				 &why), COMPAT_COMPATIBLE);
	assert_int_equal(verdict("#define X_MAX 1\n", "#define X_MAX 2\n", "X_MAX",
				 &why), COMPAT_COMPATIBLE);
	assert_int_equal(verdict("#define X_MASK 3\n", "#define X_MASK 2\n",
				 "X_MASK", &why), COMPAT_BREAKING);
	assert_int_equal(verdict("#define X \"a\"\n", "#define X \"b\"\n", "X",
				 &why), COMPAT_UNKNOWN);
	assert_int_equal(verdict("#define Y 3\n", "enum { Y = 3 };\n", "Y", &why),
			 COMPAT_COMPATIBLE);
	assert_int_equal(verdict("enum { A, B };\n", "enum { A, N, B };\n", "B",
				 &why), COMPAT_BREAKING);
	assert_int_equal(verdict("#define I _IO('i', 1)\n", "#define I _IO('i', 2)\n",
				 "I", &why), COMPAT_BREAKING);
	assert_string_equal(why, "command changed from 0x00006901 to 0x00006902");
	assert_int_equal(verdict("#define F(a) (a)\n", "#define F(a, b) (a)\n",
				 "F", &why), COMPAT_BREAKING);
	assert_string_equal(why, "parameters changed from (a) to (a, b)");
	assert_int_equal(verdict("#define F 1\n", "#define F(a) (a)\n", "F",
				 &why), COMPAT_BREAKING);
	assert_string_equal(why, "now function-like");
	assert_int_equal(verdict("#define F(a) (a)\n", "#define F(a) ((a))\n",
				 "F", &why), COMPAT_UNKNOWN);
	assert_int_equal(verdict("#define Y 3\n", "enum { Y = 3 };\n", "Y", &why),
			 COMPAT_COMPATIBLE);
	assert_string_equal(why, "same value; now an enumerator, #ifdef Y stops seeing it");
	/* vesa.h in 6.12: an enumerator, and a #define of itself for #ifdef. */
	assert_int_equal(verdict("#define V 3\n",
				 "enum { V = 3,\n#define V V\n};\n", "V", &why),
			 COMPAT_COMPATIBLE);
	assert_string_equal(why, "same value");
	assert_int_equal(verdict("#define I _IO('i', 1)\n",
				 "enum { I = _IO('i', 1) };\n", "I", &why),
			 COMPAT_COMPATIBLE);
	assert_string_equal(why, "same command number; now an enumerator, #ifdef I stops seeing it");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_items),
		cmocka_unit_test(test_private_commands),
		cmocka_unit_test(test_memo),
		cmocka_unit_test(test_damaged_record),
		cmocka_unit_test(test_deferred_conditions),
		cmocka_unit_test(test_enum_alias),
		cmocka_unit_test(test_verdicts),
	};

	return cmocka_run_group_tests_name("uapi", tests, NULL, NULL);
}
