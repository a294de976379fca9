// SPDX-License-Identifier: GPL-2.0
/*
 * The directories of cinit_dir_path(): the same paths with the file's
 * index of directory-making calls as with a walk of every token.
 */
#include "unit.h"

#include <stdlib.h>

#include "c/cinit.h"
#include "c/lexer.h"
#include "core/strbuf.h"
#include "core/util.h"

/* NULL is the root; mkdir(name, parent) makes a directory. */
static int root(struct strbuf *sb, const struct token *t, size_t b, size_t e)
{
	(void)sb;
	return e == b + 1 && tok_eq(&t[b], "NULL");
}

static int dir_call(const struct token *t, int *name_arg, int *parent_arg)
{
	if (!tok_eq(t, "mkdir") && !tok_eq(t, "mkdir_under"))
		return 0;
	/* mkdir_under(parent, name): the arguments the other way round. */
	*name_arg = tok_eq(t, "mkdir") ? 0 : 1;
	*parent_arg = !*name_arg;
	return 1;
}

static const char src[] =
	"#define DRV_NAME \"drv\" \"x\"\n"
	"#define NOT_ONE 3\n"
	"#define HALF \"half\" + 1\n"
	"static struct dentry *top, *mid, *leaf, *odd;\n"
	"void f(struct dev *d)\n"
	"{\n"
	"	top = mkdir(\"top\", NULL);\n"
	"	mid = mkdir(\"mid\", top);\n"
	"	top = mkdir(\"again\", NULL);\n"
	"	leaf = mkdir_under(mid, \"leaf\");\n"
	"	d->dir = mkdir(d->name, leaf);\n"
	"	odd = mkdir(\"odd\", odd);\n"
	"	loop = mkdir(\"loop\", loop2);\n"
	"	loop2 = mkdir(\"loop2\", loop);\n"
	"	x = mkdir(\"x\", unknown);\n"
	"	drv = mkdir(DRV_NAME, top);\n"
	"	sub = mkdir(\"sub\", drv);\n"
	"	half = mkdir(HALF, drv);\n"
	"	num = mkdir(NOT_ONE, sub);\n"
	"	rt = mkdir(dev_name(d), half);\n"
	"	rt2 = mkdir(\"rt2\", rt);\n"
	"}\n";

/* The path and result of the parent named at t[b..e), both ways. */
static void check_both(const struct token *t, size_t n, size_t b, size_t e,
		       struct cinit_dir_index *idx)
{
	const struct cinit_dirs walk = { root, dir_call, NULL };
	const struct cinit_dirs indexed = { root, dir_call, idx };
	struct strbuf a = STRBUF_INIT, x = STRBUF_INIT;
	struct cinit_dir_stop sa = { 0, 0, STRBUF_INIT };
	struct cinit_dir_stop sx = { 0, 0, STRBUF_INIT };
	int ra, rx;

	ra = cinit_dir_path(&a, &walk, t, n, b, e);
	rx = cinit_dir_path(&x, &indexed, t, n, b, e);
	assert_int_equal(ra, rx);
	assert_string_equal(a.buf, x.buf);
	strbuf_reset(&a);
	strbuf_reset(&x);
	ra = cinit_dir_path_stop(&a, &sa, &walk, t, n, b, e);
	rx = cinit_dir_path_stop(&x, &sx, &indexed, t, n, b, e);
	assert_int_equal(ra, rx);
	assert_string_equal(a.buf, x.buf);
	assert_int_equal(sa.b, sx.b);
	assert_int_equal(sa.e, sx.e);
	assert_string_equal(sa.rel.buf, sx.rel.buf);
	strbuf_release(&a);
	strbuf_release(&x);
	strbuf_release(&sa.rel);
	strbuf_release(&sx.rel);
}

static void test_index_same_paths(void **state)
{
	struct cinit_dir_index idx = CINIT_DIR_INDEX_INIT;
	const struct cinit_dirs indexed = { root, dir_call, &idx };
	struct strbuf sb = STRBUF_INIT;
	struct token_vec v = { 0 };
	char *buf = xstrdup(src);
	size_t n, b, e;
	uint32_t line;

	(void)state;
	assert_null(lexer_tokenize(&v, buf, strlen(buf), &line));
	n = v.n - 1;
	/* Every single token and every "x->y" as a parent. */
	for (b = 0; b < n; b++) {
		for (e = b + 1; e <= b + 3 && e <= n; e++)
			check_both(v.v, n, b, e, &idx);
		/* And over a shorter file: the index is made again. */
		if (b + 1 < n / 2)
			check_both(v.v, n / 2, b, b + 1, &idx);
	}
	/* The last assignment decides: "again", not "top". */
	for (b = 0; b < n && !tok_eq(&v.v[b], "leaf"); b++)
		;
	assert_int_equal(cinit_dir_path(&sb, &indexed, v.v, n, b, b + 1), 0);
	assert_string_equal(sb.buf, "again/mid/leaf");
	/* A string macro names a directory; another macro is run time. */
	for (b = 0; b < n && !tok_eq(&v.v[b], "sub"); b++)
		;
	strbuf_reset(&sb);
	assert_int_equal(cinit_dir_path(&sb, &indexed, v.v, n, b, b + 1), 0);
	assert_string_equal(sb.buf, "again/drvx/sub");
	for (b = 0; b < n && !tok_eq(&v.v[b], "num"); b++)
		;
	strbuf_reset(&sb);
	assert_int_equal(cinit_dir_path(&sb, &indexed, v.v, n, b, b + 1), 0);
	assert_string_equal(sb.buf, "again/drvx/sub/<ONE>");
	strbuf_release(&sb);
	cinit_dir_index_release(&idx);
	token_vec_release(&v);
	free(buf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_index_same_paths),
	};

	return cmocka_run_group_tests_name("cinit", tests, NULL, NULL);
}
