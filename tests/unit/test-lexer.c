// SPDX-License-Identifier: GPL-2.0
/* The lexer on ordinary and hostile input. */
#include "unit.h"

#include <stdlib.h>

#include "c/lexer.h"
#include "core/util.h"

struct lexed {
	char *buf;
	struct token_vec v;
	const char *err;
	uint32_t err_line;
};

/* Lex a copy of s[0..len) in a buffer exactly that long. */
static void lex(struct lexed *l, const char *s, size_t len)
{
	l->buf = xmalloc(len ? len : 1);
	memcpy(l->buf, s, len);
	memset(&l->v, 0, sizeof(l->v));
	l->err = lexer_tokenize(&l->v, l->buf, len, &l->err_line);
}

static void unlex(struct lexed *l)
{
	token_vec_release(&l->v);
	free(l->buf);
}

static void assert_tok(const struct token *t, enum tok_kind kind,
		       const char *text, uint32_t line)
{
	assert_int_equal(t->kind, kind);
	assert_int_equal(t->len, strlen(text));
	assert_memory_equal(t->s, text, t->len);
	assert_int_equal(t->line, line);
}

static void test_basic_tokens(void **state)
{
	static const char src[] = "int x = 0x1fUL + 'a';\nfoo->bar <<= 2;";
	struct lexed l;

	(void)state;
	lex(&l, src, sizeof(src) - 1);
	assert_null(l.err);
	assert_int_equal(l.v.n, 14);
	assert_tok(&l.v.v[0], TOK_IDENT, "int", 1);
	assert_int_equal(l.v.v[0].flags, TOKF_BOL);
	assert_tok(&l.v.v[3], TOK_NUMBER, "0x1fUL", 1);
	assert_tok(&l.v.v[5], TOK_CHAR, "'a'", 1);
	assert_tok(&l.v.v[7], TOK_IDENT, "foo", 2);
	assert_tok(&l.v.v[8], TOK_PUNCT, "->", 2);
	assert_tok(&l.v.v[10], TOK_PUNCT, "<<=", 2);
	assert_int_equal(l.v.v[13].kind, TOK_EOF);
	unlex(&l);
}

static void test_comments_dropped(void **state)
{
	static const char src[] = "a /* b\n c */ d // e\nf";
	struct lexed l;

	(void)state;
	lex(&l, src, sizeof(src) - 1);
	assert_int_equal(l.v.n, 4);
	assert_tok(&l.v.v[0], TOK_IDENT, "a", 1);
	assert_tok(&l.v.v[1], TOK_IDENT, "d", 2);
	assert_tok(&l.v.v[2], TOK_IDENT, "f", 3);
	unlex(&l);
}

/* Splices inside comments: "*\<newline>/" ends one, "//...\" goes on. */
static void test_comment_splices(void **state)
{
	static const char src[] = "a /* b *\\\n/ c // d \\\n e\nf /** g **/ h";
	struct lexed l;

	(void)state;
	lex(&l, src, sizeof(src) - 1);
	assert_null(l.err);
	assert_int_equal(l.v.n, 5);
	assert_tok(&l.v.v[0], TOK_IDENT, "a", 1);
	assert_tok(&l.v.v[1], TOK_IDENT, "c", 2);
	assert_tok(&l.v.v[2], TOK_IDENT, "f", 4);
	assert_tok(&l.v.v[3], TOK_IDENT, "h", 4);
	unlex(&l);
}

static void test_directive_bracketed(void **state)
{
	static const char src[] = "#define X \\\n  1\nint y;\n  # if A\n#endif";
	struct lexed l;

	(void)state;
	lex(&l, src, sizeof(src) - 1);
	assert_tok(&l.v.v[0], TOK_DIRECTIVE, "#", 1);
	assert_tok(&l.v.v[1], TOK_IDENT, "define", 1);
	assert_true(l.v.v[1].flags & TOKF_PP);
	assert_tok(&l.v.v[3], TOK_NUMBER, "1", 2);
	assert_int_equal(l.v.v[4].kind, TOK_EOD);
	assert_tok(&l.v.v[5], TOK_IDENT, "int", 3);
	assert_false(l.v.v[5].flags & TOKF_PP);
	assert_tok(&l.v.v[8], TOK_DIRECTIVE, "#", 4);
	assert_int_equal(l.v.v[11].kind, TOK_EOD);
	assert_tok(&l.v.v[12], TOK_DIRECTIVE, "#", 5);
	/* A directive at the end of the buffer still ends. */
	assert_int_equal(l.v.v[14].kind, TOK_EOD);
	assert_int_equal(l.v.v[15].kind, TOK_EOF);
	unlex(&l);
}

static void test_splice_in_identifier(void **state)
{
	static const char src[] = "SYSCALL_\\\nDEFINE3(re\\\r\nad)";
	struct lexed l;

	(void)state;
	lex(&l, src, sizeof(src) - 1);
	assert_null(l.err);
	assert_tok(&l.v.v[0], TOK_IDENT, "SYSCALL_DEFINE3", 1);
	assert_tok(&l.v.v[2], TOK_IDENT, "read", 2);
	assert_tok(&l.v.v[3], TOK_PUNCT, ")", 3);
	unlex(&l);
}

static void test_unterminated_comment(void **state)
{
	static const char src[] = "a\n/* open\nb";
	struct lexed l;

	(void)state;
	lex(&l, src, sizeof(src) - 1);
	assert_string_equal(l.err, "unterminated comment");
	assert_int_equal(l.err_line, 2);
	assert_int_equal(l.v.n, 2);
	unlex(&l);
}

static void test_unterminated_string(void **state)
{
	static const char src[] = "x = \"abc\ny";
	struct lexed l;

	(void)state;
	lex(&l, src, sizeof(src) - 1);
	assert_string_equal(l.err, "unterminated string");
	assert_tok(&l.v.v[2], TOK_STRING, "\"abc", 1);
	assert_tok(&l.v.v[3], TOK_IDENT, "y", 2);
	unlex(&l);
}

static void test_string_escapes(void **state)
{
	static const char src[] = "\"a\\\"b\" L'\\'' u8\"x\"";
	struct lexed l;

	(void)state;
	lex(&l, src, sizeof(src) - 1);
	assert_null(l.err);
	assert_tok(&l.v.v[0], TOK_STRING, "\"a\\\"b\"", 1);
	assert_tok(&l.v.v[1], TOK_CHAR, "L'\\''", 1);
	assert_tok(&l.v.v[2], TOK_STRING, "u8\"x\"", 1);
	unlex(&l);
}

static void test_nul_bytes_are_space(void **state)
{
	static const char src[] = "a\0\0b";
	struct lexed l;

	(void)state;
	lex(&l, src, 4);
	assert_int_equal(l.v.n, 3);
	assert_tok(&l.v.v[0], TOK_IDENT, "a", 1);
	assert_tok(&l.v.v[1], TOK_IDENT, "b", 1);
	unlex(&l);
}

static void test_crlf_lines(void **state)
{
	static const char src[] = "a\r\nb\r\n#define C 1\r\nd";
	struct lexed l;

	(void)state;
	lex(&l, src, sizeof(src) - 1);
	assert_tok(&l.v.v[1], TOK_IDENT, "b", 2);
	assert_tok(&l.v.v[2], TOK_DIRECTIVE, "#", 3);
	assert_int_equal(l.v.v[6].kind, TOK_EOD);
	assert_tok(&l.v.v[7], TOK_IDENT, "d", 4);
	unlex(&l);
}

/* Every prefix of a tricky input lexes without reading past its end. */
static void test_every_truncation(void **state)
{
	static const char src[] =
		"#define A(x) \"s\\\\\" /* c */ '\\\n' \\\r\n.5e+3 u8'x' //\\\n";
	size_t n;

	(void)state;
	for (n = 0; n < sizeof(src) - 1; n++) {
		struct lexed l;

		lex(&l, src, n);
		assert_true(l.v.n >= 1);
		assert_int_equal(l.v.v[l.v.n - 1].kind, TOK_EOF);
		unlex(&l);
	}
}

static void test_backslash_at_end(void **state)
{
	static const char src[] = "a \\";
	struct lexed l;

	(void)state;
	lex(&l, src, sizeof(src) - 1);
	assert_tok(&l.v.v[0], TOK_IDENT, "a", 1);
	assert_tok(&l.v.v[1], TOK_PUNCT, "\\", 1);
	unlex(&l);
}

/* Lex a copy of s only around each occurrence of word. */
static void lex_lines(struct lexed *l, const char *s, const char *word)
{
	size_t len = strlen(s), at[16], n = 0;
	const char *p = s;

	while ((p = strstr(p, word)) && n < ARRAY_SIZE(at))
		at[n++] = (size_t)(p++ - s);
	l->buf = xmalloc(len ? len : 1);
	memcpy(l->buf, s, len);
	memset(&l->v, 0, sizeof(l->v));
	l->err = lexer_tokenize_lines(&l->v, l->buf, len, at, n, &l->err_line);
}

static void test_lines_skip_comments_and_strings(void **state)
{
	static const char src[] =
		"/* module_param(a, int, 0); */\n"
		"s = \"module_param(b)\"; // module_param\n"
		"x;\n"
		"\tmodule_param(c, int, 0);\n"
		"y;\n";
	struct lexed l;

	(void)state;
	lex_lines(&l, src, "module_param");
	assert_null(l.err);
	assert_int_equal(l.v.n, 10);
	assert_tok(&l.v.v[0], TOK_IDENT, "module_param", 4);
	assert_int_equal(l.v.v[0].flags, TOKF_BOL);
	assert_tok(&l.v.v[2], TOK_IDENT, "c", 4);
	assert_tok(&l.v.v[8], TOK_PUNCT, ";", 4);
	assert_int_equal(l.v.v[9].kind, TOK_EOF);
	assert_int_equal(l.v.v[9].line, 6);
	unlex(&l);
}

/* A window runs until its brackets close, and to the end of that line. */
static void test_lines_follow_brackets(void **state)
{
	static const char src[] =
		"a;\n"
		"MODULE_PARM_DESC(x, \"one \"\n"
		"\t\t \"two\"); b;\n"
		"c;\n";
	struct lexed l;

	(void)state;
	lex_lines(&l, src, "MODULE_PARM_DESC");
	assert_int_equal(l.v.n, 11);
	assert_tok(&l.v.v[0], TOK_IDENT, "MODULE_PARM_DESC", 2);
	assert_tok(&l.v.v[5], TOK_STRING, "\"two\"", 3);
	assert_tok(&l.v.v[8], TOK_IDENT, "b", 3);
	assert_int_equal(l.v.v[10].kind, TOK_EOF);
	unlex(&l);
}

/* A spliced line belongs to the directive that the line before began. */
static void test_lines_spliced_directive(void **state)
{
	static const char src[] =
		"#define P \\\n"
		"\tMODULE_PARAM_PREFIX \"p.\"\n"
		"int z;\n";
	struct lexed l;

	(void)state;
	lex_lines(&l, src, "MODULE_PARAM_PREFIX");
	assert_int_equal(l.v.n, 7);
	assert_tok(&l.v.v[0], TOK_DIRECTIVE, "#", 1);
	assert_tok(&l.v.v[1], TOK_IDENT, "define", 1);
	assert_tok(&l.v.v[3], TOK_IDENT, "MODULE_PARAM_PREFIX", 2);
	assert_int_equal(l.v.v[3].flags, TOKF_PP);
	assert_int_equal(l.v.v[5].kind, TOK_EOD);
	assert_int_equal(l.v.v[6].kind, TOK_EOF);
	unlex(&l);
}

/* Windows apart are kept apart; windows on lines that touch are one. */
static void test_lines_windows(void **state)
{
	static const char src[] =
		"module_param(a, int, 0);\n"
		"module_param(b, int, 0);\n"
		"int q;\n"
		"module_param(c, int, 0);\n";
	struct lexed l;

	(void)state;
	lex_lines(&l, src, "module_param");
	assert_int_equal(l.v.n, 3 * 9 + 2);
	assert_tok(&l.v.v[9], TOK_IDENT, "module_param", 2);
	assert_int_equal(l.v.v[18].kind, TOK_EOD);
	assert_int_equal(l.v.v[18].len, 0);
	assert_tok(&l.v.v[19], TOK_IDENT, "module_param", 4);
	assert_int_equal(l.v.v[19].flags, TOKF_BOL);
	unlex(&l);
}

/* A problem after the last window is still found, on its line. */
static void test_lines_problem_after(void **state)
{
	static const char src[] =
		"module_param(a, int, 0);\n"
		"\n"
		"char *s = \"oops;\n";
	struct lexed l;

	(void)state;
	lex_lines(&l, src, "module_param");
	assert_string_equal(l.err, "unterminated string");
	assert_int_equal(l.err_line, 3);
	unlex(&l);
}

/* bits16() counts as the builtin does, for every 16-bit mask. */
static void test_bits16(void **state)
{
	unsigned int x;

	(void)state;
	for (x = 0; x < 0x10000; x++)
		assert_int_equal(bits16(x), __builtin_popcount(x));
}

/*
 * mem_find() finds what memmem() finds, on words and texts of a few
 * letters (so that most places nearly match), at every length about the
 * sixteen bytes its SSE2 loop takes at a time.
 */
static void test_mem_find(void **state)
{
	static const char alpha[] = "ab_#\n";
	char h[200], w[24];
	unsigned int seed = 17;
	size_t hl, wl, i, off;
	int it, na;

	(void)state;
	for (it = 0; it < 200000; it++) {
		hl = (size_t)rand_r(&seed) % 160;
		wl = (size_t)rand_r(&seed) % 20;
		na = 1 + rand_r(&seed) % 5;
		for (i = 0; i < hl; i++)
			h[i] = alpha[rand_r(&seed) % na];
		for (i = 0; i < wl; i++)
			w[i] = alpha[rand_r(&seed) % na];
		if (hl >= wl && rand_r(&seed) % 2)
			memcpy(h + (size_t)rand_r(&seed) % (hl - wl + 1), w,
			       wl);
		for (off = 0; off < 3 && off <= hl; off++)
			assert_ptr_equal(mem_find(h + off, hl - off, w, wl),
					 memmem(h + off, hl - off, w, wl));
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_basic_tokens),
		cmocka_unit_test(test_comments_dropped),
		cmocka_unit_test(test_comment_splices),
		cmocka_unit_test(test_directive_bracketed),
		cmocka_unit_test(test_splice_in_identifier),
		cmocka_unit_test(test_unterminated_comment),
		cmocka_unit_test(test_unterminated_string),
		cmocka_unit_test(test_string_escapes),
		cmocka_unit_test(test_nul_bytes_are_space),
		cmocka_unit_test(test_crlf_lines),
		cmocka_unit_test(test_every_truncation),
		cmocka_unit_test(test_backslash_at_end),
		cmocka_unit_test(test_lines_skip_comments_and_strings),
		cmocka_unit_test(test_lines_follow_brackets),
		cmocka_unit_test(test_lines_spliced_directive),
		cmocka_unit_test(test_lines_windows),
		cmocka_unit_test(test_lines_problem_after),
		cmocka_unit_test(test_bits16),
		cmocka_unit_test(test_mem_find),
	};

	return cmocka_run_group_tests_name("lexer", tests, NULL, NULL);
}
