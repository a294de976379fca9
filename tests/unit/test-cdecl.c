// SPDX-License-Identifier: GPL-2.0
/* The declaration parser (cdecl.c) and the layouts and values of cdb.c. */
#include "unit.h"

#include <stdlib.h>

#include "c/cdb.h"
#include "core/pack.h"
#include "core/strbuf.h"
#include "core/util.h"

struct parsed {
	struct arena arena;
	struct strbuf buf;
	struct token_vec toks;
	struct cdecl_file f;
	struct cdb db;
	struct cdb_ctx ctx;
};

static struct parsed *parse(const char *path, const char *text)
{
	struct parsed *p = xcalloc(1, sizeof(*p));
	struct cdecl_file *files[1];
	const char *scopes[1];

	strbuf_init(&p->buf, 0);
	strbuf_addstr(&p->buf, text);
	lexer_tokenize(&p->toks, p->buf.buf, p->buf.len, NULL);
	p->f.path = path;
	cdecl_parse(&p->f, &p->arena, p->toks.v, p->toks.n, 1);
	files[0] = &p->f;
	scopes[0] = "";
	cdb_build(&p->db, files, 1, scopes);
	p->ctx.db = &p->db;
	p->ctx.file = &p->f;
	p->ctx.scope = "";
	return p;
}

static void parsed_free(struct parsed *p)
{
	cdb_release(&p->db);
	cdecl_file_release(&p->f);
	token_vec_release(&p->toks);
	strbuf_release(&p->buf);
	arena_release(&p->arena);
	free(p);
}

static struct caggr *aggr(struct parsed *p, const char *tag)
{
	size_t i;

	for (i = 0; i < p->f.naggrs; i++)
		if (!strcmp(p->f.aggrs[i]->tag, tag))
			return p->f.aggrs[i];
	fail_msg("no struct %s", tag);
	return NULL;
}

static struct cmacro *macro(struct parsed *p, const char *name)
{
	size_t i;

	for (i = 0; i < p->f.nmacros; i++)
		if (!strcmp(p->f.macros[i].name, name))
			return &p->f.macros[i];
	return NULL;
}

static struct cenum *enumerator(struct parsed *p, const char *name)
{
	size_t i;

	for (i = 0; i < p->f.nenums; i++)
		if (!strcmp(p->f.enums[i].name, name))
			return &p->f.enums[i];
	fail_msg("no enumerator %s", name);
	return NULL;
}

static int64_t macro_value(struct parsed *p, const char *name)
{
	uint64_t v;

	assert_non_null(macro(p, name));
	if (cdb_eval_macro(&v, &p->ctx, macro(p, name)))
		return -1;
	return (int64_t)v;
}

static void test_conditions(void **state)
{
	struct parsed *p = parse("include/uapi/linux/x.h",
		"#ifndef _UAPI_X_H\n#define _UAPI_X_H\n"
		"#ifdef __KERNEL__\n#define K 1\n#else\n#define U 1\n#endif\n"
		"#if defined(__LITTLE_ENDIAN_BITFIELD)\n#define LE 1\n"
		"#elif defined(__BIG_ENDIAN_BITFIELD)\n#define BE 1\n#endif\n"
		"#if __BITS_PER_LONG == 64\n#define L64 1\n#endif\n"
		"#ifdef SOMETHING_ELSE\n#define MAYBE 1\n#endif\n"
		"#if 0\n#define NEVER 1\n#endif\n#endif\n");

	(void)state;
	assert_true(macro(p, "_UAPI_X_H")->guard);
	assert_null(macro(p, "K"));
	assert_non_null(macro(p, "U"));
	assert_false(macro(p, "U")->uncertain);
	assert_non_null(macro(p, "LE"));
	assert_null(macro(p, "BE"));
	assert_non_null(macro(p, "L64"));
	assert_true(macro(p, "MAYBE")->uncertain);
	assert_int_equal(macro(p, "MAYBE")->cond, 1);
	assert_int_equal(p->f.nconds, 1);
	assert_int_equal(p->f.conds[0].ntoks, 4);	/* defined ( X ) */
	assert_null(macro(p, "NEVER"));
	parsed_free(p);
}

static void test_macro_values(void **state)
{
	struct parsed *p = parse("include/uapi/linux/x.h",
		"#define A 0x10\n#define B (A << 2)\n#define C _BITUL(5)\n"
		"#define F(x) ((x) * 3)\n#define D F(B)\n#define E ((__u32)-1)\n"
		"#define S \"str\"\n#define G(a, b) a ## b\n#define H G(1, 2)\n"
		"struct s { __u64 a; __u8 b; };\n#define SZ sizeof(struct s)\n"
		"#define IOC _IOWR('x', 3, struct s)\n");

	(void)state;
	assert_int_equal(macro_value(p, "B"), 64);
	assert_int_equal(macro_value(p, "C"), 32);
	assert_int_equal(macro_value(p, "D"), 192);
	assert_int_equal(macro_value(p, "E"), 0xffffffff);
	assert_int_equal(macro_value(p, "S"), -1);
	/* Pasted tokens are evaluated, as DRM drivers build ioctls. */
	assert_int_equal(macro_value(p, "H"), 12);
	assert_int_equal(macro_value(p, "SZ"), 16);
	assert_int_equal(macro_value(p, "IOC"), 0xc0107803);
	assert_string_equal(macro(p, "F")->params, "x");
	parsed_free(p);
}

static void test_enums(void **state)
{
	struct parsed *p = parse("include/uapi/linux/x.h",
		"enum e { E0, E1, E5 = 5, E6, __E_MAX };\n"
		"enum { ANON = E6 + 10 };\n"
		"#define M(x) x,\nenum m { M(FOO) AFTER };\n");
	uint64_t v;

	(void)state;
	assert_int_equal(cdb_eval_enum(&v, &p->ctx, enumerator(p, "E1")), 0);
	assert_int_equal(v, 1);
	assert_int_equal(cdb_eval_enum(&v, &p->ctx, enumerator(p, "__E_MAX")), 0);
	assert_int_equal(v, 7);
	assert_string_equal(enumerator(p, "__E_MAX")->tag, "e");
	assert_int_equal(cdb_eval_enum(&v, &p->ctx, enumerator(p, "ANON")), 0);
	assert_int_equal(v, 16);
	assert_null(enumerator(p, "ANON")->tag);
	/* After a macro that writes enumerators, values are unknown. */
	assert_int_equal(cdb_eval_enum(&v, &p->ctx, enumerator(p, "AFTER")), -1);
	parsed_free(p);
}

static void test_layout(void **state)
{
	struct parsed *p = parse("include/uapi/linux/x.h",
		"struct a { __u32 f; __u8 k; __u64 addr; union { __u32 x; __u64 y; };\n"
		"  struct { __u16 p, q; } pos; __u32 bits:3, more:5; __u8 data[0]; };\n"
		"struct p { __u8 c; __u32 i; } __attribute__((packed));\n"
		"struct al { __u32 v; } __attribute__((aligned(16)));\n"
		"struct ptr { char *s; void (*fn)(int); __u16 n[3][2]; };\n"
		"struct fwd { struct unknown *u; };\n"
		"struct bad { struct unknown u; __u32 after; };\n"
		"struct self { struct self s; };\n"
		"#define N 4\nstruct arr { __le32 v[N + 1]; };\n"
		"typedef struct { __u16 a; } t_t;\nstruct td { t_t one; __u8 two; };\n");
	struct caggr *ag;

	(void)state;
	ag = aggr(p, "a");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, 32);
	assert_int_equal(ag->align, 8);
	assert_int_equal(ag->members[2].offset, 64);	/* addr @8 */
	assert_int_equal(ag->members[5].offset, 28 * 8);	/* bits */
	assert_int_equal(ag->members[6].offset, 28 * 8 + 3);	/* more */
	assert_int_equal(ag->members[7].offset, 29 * 8);	/* data */
	ag = aggr(p, "p");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, 5);
	ag = aggr(p, "al");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, 16);
	assert_int_equal(ag->align, 16);
	ag = aggr(p, "ptr");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, 32);
	ag = aggr(p, "fwd");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, 8);
	ag = aggr(p, "bad");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, -1);
	ag = aggr(p, "self");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, -1);
	ag = aggr(p, "arr");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, 20);
	ag = aggr(p, "td");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, 4);
	parsed_free(p);
}

static void test_member_macros(void **state)
{
	struct parsed *p = parse("include/uapi/linux/x.h",
		"#define __bpf_md_ptr(type, name) union { type name; __u64 :64; } __attribute__((aligned(8)))\n"
		"#define ITEMS int a; int b\n"
		"#define PACKED __attribute__((packed))\n"
		"struct m { __bpf_md_ptr(struct x *, p); ITEMS; __u32 c; };\n"
		"struct g { __u32 h; __struct_group(gt, grp, , __u32 i; __u64 j;); };\n"
		"struct f { __u32 n; __DECLARE_FLEX_ARRAY(__u16, v); };\n"
		"struct e { __u8 a; __u32 b; } PACKED;\n"
		"struct o { other_macro; __u32 z; };\n");
	struct caggr *ag;

	(void)state;
	ag = aggr(p, "m");
	assert_int_equal(ag->nmembers, 4);
	assert_null(ag->members[0].name);
	assert_string_equal(ag->members[1].name, "a");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, 24);
	ag = aggr(p, "g");
	assert_int_equal(ag->nmembers, 3);
	assert_string_equal(ag->members[2].name, "j");
	ag = aggr(p, "f");
	assert_true(ag->members[1].flex_macro);
	assert_string_equal(ag->members[1].type.bounds, "[]");
	ag = aggr(p, "e");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, 5);
	/* A macro of another file is kept, and makes the layout unknown. */
	ag = aggr(p, "o");
	assert_string_equal(ag->members[0].macro, "other_macro");
	cdb_layout(&p->ctx, ag);
	assert_int_equal(ag->size, -1);
	parsed_free(p);
}

static void test_skips_code(void **state)
{
	struct parsed *p = parse("drivers/x/x.c",
		"static int f(int a) { struct notme { int q; } n; return a; }\n"
		"struct yes { int r; };\nint g(void);\n"
		"typedef int (*cb_t)(void *);\ntypedef unsigned long ul_t;\n"
		"}}} ;; struct after { int s; };\n");

	(void)state;
	assert_int_equal(p->f.naggrs, 2);
	assert_string_equal(p->f.aggrs[0]->tag, "yes");
	assert_string_equal(p->f.aggrs[1]->tag, "after");
	assert_int_equal(p->f.ntypedefs, 2);
	assert_true(p->f.typedefs[0].type.fnptr);
	assert_string_equal(p->f.typedefs[1].type.base, "unsigned long");
	parsed_free(p);
}

/* Every truncation of a tricky input parses without harm. */
static void test_truncations(void **state)
{
	static const char text[] =
		"#define A(x) (x)\nstruct s { union { __u32 a:3; struct { int b[A(2)]; }; };\n"
		"__struct_group(t, n, , __u8 c;); } __attribute__((aligned(8)));\n"
		"enum e { X = A(1), Y, };\ntypedef struct s s_t;\n";
	size_t len;

	(void)state;
	for (len = 0; len < sizeof(text); len++) {
		char *copy = xstrndup(text, len);
		struct parsed *p = parse("include/uapi/linux/t.h", copy);
		size_t i;

		for (i = 0; i < p->f.naggrs; i++)
			cdb_layout(&p->ctx, p->f.aggrs[i]);
		parsed_free(p);
		free(copy);
	}
}

/*
 * A file's declarations written out and read back write out the same, a
 * struct its typedef names stays one, and what they read back holds the
 * same layout; every shorter buffer is refused without harm.
 */
static void test_pack(void **state)
{
	static const char text[] =
		"#define A(x) (x)\n#define B A (1)\n#ifdef __KVM_X\n"
		"#define K 1\n#else\n#define K 2\n#endif\n"
		"typedef struct s { union { __u32 a:3; struct { int b[A(2)]; }"
		" p, q; }; __u8 c; } __attribute__((aligned(8))) s_t, *s_p;\n"
		"enum e { X = A(1), Y, };\nstruct t { struct s s; };\n";
	struct parsed *p = parse("include/uapi/linux/t.h", text);
	struct strbuf out = STRBUF_INIT, again = STRBUF_INIT;
	struct cdecl_file f = { 0 };
	struct arena a = { 0 };
	struct unpacker u;
	struct cdb db;
	struct cdecl_file *files[1] = { &f };
	const char *scopes[1] = { "" };
	struct cdb_ctx ctx = { &db, &f, "", 0 };
	size_t len;

	(void)state;
	cdecl_file_pack(&out, &p->f);
	unpacker_init(&u, out.buf, out.len);
	assert_int_equal(cdecl_file_unpack(&f, &u, &a), 0);
	assert_int_equal(unpack_end(&u), 0);
	f.path = p->f.path;
	cdecl_file_pack(&again, &f);
	assert_int_equal(again.len, out.len);
	assert_memory_equal(again.buf, out.buf, out.len);
	assert_int_equal(f.nconds, p->f.nconds);
	assert_int_equal(f.nmacros, 4);
	assert_string_equal(f.macros[0].params, "x");
	assert_null(f.macros[1].params);
	assert_int_equal(f.naggrs, 2);
	assert_ptr_equal(f.typedefs[0].type.sub, f.aggrs[0]);
	assert_ptr_equal(f.typedefs[1].type.sub, f.aggrs[0]);
	assert_ptr_equal(f.aggrs[0]->members[0].type.sub->members[1].type.sub,
			 f.aggrs[0]->members[0].type.sub->members[2].type.sub);
	cdb_build(&db, files, 1, scopes);
	cdb_layout(&ctx, f.aggrs[1]);
	cdb_layout(&p->ctx, aggr(p, "t"));
	assert_int_equal(f.aggrs[1]->size, aggr(p, "t")->size);
	assert_int_equal(f.aggrs[1]->size, 16);
	cdb_release(&db);
	cdecl_file_release(&f);

	for (len = 0; len < out.len; len++) {
		char *copy = xmalloc(len + 1);

		memcpy(copy, out.buf, len);
		memset(&f, 0, sizeof(f));
		unpacker_init(&u, copy, len);
		assert_true(cdecl_file_unpack(&f, &u, &a) < 0 ||
			    unpack_end(&u) < 0);
		cdecl_file_release(&f);
		free(copy);
	}
	arena_release(&a);
	strbuf_release(&out);
	strbuf_release(&again);
	parsed_free(p);
}

/* The definitions of @name in @x: how many, the first in *@first. */
static size_t defs(const struct cdb_names *x, const char *name,
		   const struct cdb_entry **first)
{
	size_t at, n = cdb_names_find(x, name, strlen(name), &at), i;

	for (i = 0; i < n; i++)
		assert_string_equal(x->v[at + i].name, name);
	*first = n ? &x->v[at] : NULL;
	return n;
}

/*
 * cdb's index finds each name's definitions together, a name defined
 * twice in the order of the file, and a name by its first bytes alone
 * (a token's) but never a longer or a shorter one.
 */
static void test_index_order(void **state)
{
	struct parsed *p = parse("include/uapi/linux/o.h",
		"#define IORESOURCE_MEM 2\n"
		"#define IORESOURCE_IO 1\n"
		"#define A 1\n"
		"#ifdef X\n#define IORES 3\n#else\n#define IORES 4\n#endif\n"
		"#define IORESOURC 5\n"
		"#define \\\n  B 6\n"
		"#define IORESOURCE_BUSY 7\n");
	const struct cdb_names *x = &p->db.macros;
	const struct cdb_entry *e;
	const struct cmacro *first = NULL;
	size_t i, at;

	(void)state;
	assert_int_equal(x->n, 8);
	assert_int_equal(defs(x, "A", &e), 1);
	assert_int_equal(defs(x, "B", &e), 1);
	assert_int_equal(defs(x, "IORESOURC", &e), 1);
	assert_int_equal(defs(x, "IORESOURCE_BUSY", &e), 1);
	assert_int_equal(defs(x, "IORESOURCE_IO", &e), 1);
	assert_int_equal(defs(x, "IORESOURCE_MEM", &e), 1);
	assert_int_equal(defs(x, "IORESOURCE", &e), 0);
	assert_int_equal(defs(x, "IORESOURCE_MEMORY", &e), 0);
	assert_int_equal(cdb_names_find(x, "IORESOURCE_MEM", 9, &at), 1);
	assert_string_equal(x->v[at].name, "IORESOURC");
	assert_int_equal(cdb_names_find(x, "AB", 1, &at), 1);
	assert_string_equal(x->v[at].name, "A");
	for (i = 0; i < p->f.nmacros; i++)
		if (!strcmp(p->f.macros[i].name, "IORES")) {
			first = &p->f.macros[i];
			break;
		}
	assert_int_equal(defs(x, "IORES", &e), 2);
	assert_ptr_equal(e[0].decl, first);
	assert_ptr_equal(e[1].decl, first + 1);
	assert_int_equal(defs(&p->db.enums, "A", &e), 0);
	parsed_free(p);
}

/*
 * The same with many names of long common prefixes, in a scrambled
 * order, some defined twice.
 */
static void test_index_order_many(void **state)
{
	static const char *const twice[] = {
		"VIDIOC_S", "VIDIOC_S_CTRL_EXT", "VIDIOC_S_CTRL_EXTRA_LONGER_NAME",
		"VIDIOC_S_CTRL_16",
	};
	struct strbuf src = STRBUF_INIT, name = STRBUF_INIT;
	const struct cdb_entry *e;
	struct parsed *p;
	const struct cdb *db;
	size_t i, k, n;

	(void)state;
	for (i = 0; i < 600; i++) {
		k = (i * 7919) % 600;
		strbuf_addf(&src, "#define VIDIOC_S_CTRL_%s%zu %zu\n",
			    k % 3 ? "EXT_" : "", k, i);
	}
	for (k = 0; k < 2; k++)
		for (i = 0; i < ARRAY_SIZE(twice); i++)
			strbuf_addf(&src, "#define %s %zu\n", twice[i], k);
	p = parse("include/uapi/linux/v.h", src.buf);
	db = &p->db;
	n = 600 + 2 * ARRAY_SIZE(twice);
	assert_int_equal(db->macros.n, n);
	for (k = 0; k < 600; k++) {
		strbuf_reset(&name);
		strbuf_addf(&name, "VIDIOC_S_CTRL_%s%zu", k % 3 ? "EXT_" : "",
			    k);
		assert_int_equal(defs(&db->macros, name.buf, &e), 1);
	}
	/* A name defined twice: its definitions in the file's order. */
	for (i = 0; i < ARRAY_SIZE(twice); i++) {
		assert_int_equal(defs(&db->macros, twice[i], &e), 2);
		assert_true(e[0].decl < e[1].decl);
	}
	assert_int_equal(defs(&db->macros, "VIDIOC_S_CTRL_600", &e), 0);
	parsed_free(p);
	strbuf_release(&src);
	strbuf_release(&name);
}

/*
 * A name several files define: its definitions by scope, then by path,
 * whatever the order of the files, and each file's in its order.
 */
static void test_index_scopes(void **state)
{
	static const char *const paths[] = {
		"include/uapi/linux/b.h", "arch/x86/include/uapi/asm/a.h",
		"drivers/z/z.h", "include/uapi/linux/a.h",
	};
	static const char *const scopes[] = { "", "x86", "drivers/z/z.h", "" };
	struct cdecl_file f[ARRAY_SIZE(paths)], *files[ARRAY_SIZE(paths)];
	struct token_vec toks[ARRAY_SIZE(paths)];
	static const char text[] = "#define N 1\n#define M 1\n#define N 2\n";
	/* The lexer may write in its text: a copy each. */
	char bufs[ARRAY_SIZE(paths)][sizeof(text)];
	const struct cdb_entry *e;
	struct arena a = { 0 };
	struct cdb db;
	size_t i;

	(void)state;
	memset(f, 0, sizeof(f));
	memset(toks, 0, sizeof(toks));
	for (i = 0; i < ARRAY_SIZE(paths); i++) {
		memcpy(bufs[i], text, sizeof(text));
		lexer_tokenize(&toks[i], bufs[i], strlen(text), NULL);
		f[i].path = paths[i];
		cdecl_parse(&f[i], &a, toks[i].v, toks[i].n, 1);
		files[i] = &f[i];
	}
	cdb_build(&db, files, ARRAY_SIZE(paths), scopes);
	assert_int_equal(defs(&db.macros, "N", &e), 8);
	assert_ptr_equal(e[0].file, &f[3]);
	assert_ptr_equal(e[1].file, &f[3]);
	assert_ptr_equal(e[2].file, &f[0]);
	assert_ptr_equal(e[3].file, &f[0]);
	assert_ptr_equal(e[4].file, &f[2]);
	assert_ptr_equal(e[5].file, &f[2]);
	assert_ptr_equal(e[6].file, &f[1]);
	assert_ptr_equal(e[7].file, &f[1]);
	for (i = 0; i < 8; i += 2)
		assert_true(e[i].decl < e[i + 1].decl);
	assert_int_equal(defs(&db.macros, "M", &e), 4);
	assert_ptr_equal(e[0].file, &f[3]);
	assert_ptr_equal(e[3].file, &f[1]);
	cdb_release(&db);
	for (i = 0; i < ARRAY_SIZE(paths); i++) {
		cdecl_file_release(&f[i]);
		token_vec_release(&toks[i]);
	}
	arena_release(&a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_conditions),
		cmocka_unit_test(test_macro_values),
		cmocka_unit_test(test_enums),
		cmocka_unit_test(test_layout),
		cmocka_unit_test(test_member_macros),
		cmocka_unit_test(test_skips_code),
		cmocka_unit_test(test_truncations),
		cmocka_unit_test(test_pack),
		cmocka_unit_test(test_index_order),
		cmocka_unit_test(test_index_order_many),
		cmocka_unit_test(test_index_scopes),
	};

	return cmocka_run_group_tests_name("cdecl", tests, NULL, NULL);
}
