// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "lexer.h"
#include "strbuf.h"
#include "util.h"

void lexer_init(struct lexer *lx, char *buf, size_t len)
{
	memset(lx, 0, sizeof(*lx));
	lx->buf = buf;
	lx->len = len;
	lx->line = 1;
	lx->bol = 1;
}

static void lex_error(struct lexer *lx, const char *msg, uint32_t line)
{
	if (!lx->err) {
		lx->err = msg;
		lx->err_line = line;
	}
}

/* Length of a backslash-newline at p (also backslash-CR-LF), or 0. */
static size_t splice_len(const struct lexer *lx, size_t p)
{
	if (p + 1 < lx->len && lx->buf[p] == '\\') {
		if (lx->buf[p + 1] == '\n')
			return 2;
		if (lx->buf[p + 1] == '\r' && p + 2 < lx->len &&
		    lx->buf[p + 2] == '\n')
			return 3;
	}
	return 0;
}

/* The character at p after any splices, moving p past them; -1 at end. */
static int peek_at(const struct lexer *lx, size_t *p)
{
	size_t n;

	while ((n = splice_len(lx, *p)))
		*p += n;
	return *p < lx->len ? (unsigned char)lx->buf[*p] : -1;
}

/*
 * Move to q, counting the newlines passed over.  Lines are counted only
 * here, so looking ahead never miscounts them.
 */
static void advance(struct lexer *lx, size_t q)
{
	const char *p = lx->buf + lx->pos, *end = lx->buf + q;

	while ((p = memchr(p, '\n', (size_t)(end - p)))) {
		lx->line++;
		p++;
	}
	lx->pos = q;
}

/* The character after the one at p, splices skipped. */
static int peek_after(const struct lexer *lx, size_t p)
{
	p++;
	return peek_at(lx, &p);
}

static int is_ident(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_' || c == '$';
}

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/*
 * Skip white space and comments.  Returns 1 if an unescaped newline ended
 * a preprocessor directive, so the caller can emit TOK_EOD.
 */
static int skip_space(struct lexer *lx)
{
	for (;;) {
		int c;

		if (lx->pos >= lx->len)
			return 0;
		/* Most of a file is this: white space, one byte at a time. */
		c = (unsigned char)lx->buf[lx->pos];
		if (c == ' ' || c == '\t') {
			lx->pos++;
			continue;
		}
		if (c == '\\') {
			size_t q0 = lx->pos;

			peek_at(lx, &q0);
			if (q0 == lx->pos)
				return 0;	/* a backslash, not a splice */
			/* Splices passed over still count their lines. */
			advance(lx, q0);
			continue;
		}
		if (c == '\n') {
			if (lx->in_pp) {
				/* Leave the newline for the next call. */
				lx->in_pp = 0;
				return 1;
			}
			lx->line++;
			lx->pos++;
			lx->bol = 1;
		} else if (c == '\r' || c == '\f' || c == '\v' || c == '\0') {
			lx->pos++;
		} else if (c == '/') {
			size_t q = lx->pos + 1;
			uint32_t start = lx->line;
			int d = peek_at(lx, &q);

			if (d == '*') {
				/*
				 * Find each '*' with memchr: a splice can't
				 * be inside one, only between it and '/'.
				 */
				q++;
				for (;;) {
					const char *star = q < lx->len ?
						memchr(lx->buf + q, '*',
						       lx->len - q) : NULL;

					if (!star) {
						lex_error(lx,
							  "unterminated comment",
							  start);
						q = lx->len;
						break;
					}
					q = (size_t)(star - lx->buf) + 1;
					if (peek_at(lx, &q) == '/') {
						q++;
						break;
					}
				}
				advance(lx, q);
			} else if (d == '/') {
				/*
				 * A line comment runs to a newline that no
				 * backslash splices away.
				 */
				for (;;) {
					const char *nl = q < lx->len ?
						memchr(lx->buf + q, '\n',
						       lx->len - q) : NULL;

					q = nl ? (size_t)(nl - lx->buf) : lx->len;
					if (!nl || !splice_len(lx, q - 1 -
							(q >= 2 && lx->buf[q - 1] == '\r')))
						break;
					q++;
				}
				advance(lx, q);
			} else {
				return 0;
			}
		} else {
			return 0;
		}
	}
}

/*
 * Copy the token's bytes from [start, end) over itself without the
 * splices in it, so that t->s is the token as the compiler sees it.
 */
static uint32_t compact(struct lexer *lx, size_t start, size_t end)
{
	size_t r = start, w = start, n;

	while (r < end) {
		n = splice_len(lx, r);
		if (n) {
			r += n;
			continue;
		}
		lx->buf[w++] = lx->buf[r++];
	}
	return (uint32_t)(w - start);
}

static void lex_quoted(struct lexer *lx, int quote, uint32_t start_line)
{
	size_t q = lx->pos + 1;
	int c;

	for (;;) {
		c = peek_at(lx, &q);
		if (c < 0 || c == '\n') {
			lex_error(lx, quote == '"' ? "unterminated string" :
				  "unterminated character constant",
				  start_line);
			break;
		}
		q++;
		if (c == quote)
			break;
		if (c == '\\' && peek_at(lx, &q) >= 0 && lx->buf[q] != '\n')
			q++;
	}
	advance(lx, q);
}

static const char *const punct3[] = { "<<=", ">>=", "..." };
static const char *const punct2[] = {
	"->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
	"##", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
};

static size_t punct_len(const char *s, size_t avail)
{
	size_t i;

	/* Every second character of a longer punctuator is one of these. */
	if (avail < 2 || !memchr("->+<=&|#.", s[1], 9))
		return 1;
	if (avail >= 3)
		for (i = 0; i < ARRAY_SIZE(punct3); i++)
			if (!memcmp(s, punct3[i], 3))
				return 3;
	if (avail >= 2)
		for (i = 0; i < ARRAY_SIZE(punct2); i++)
			if (s[0] == punct2[i][0] && s[1] == punct2[i][1])
				return 2;
	return 1;
}

enum tok_kind lexer_next(struct lexer *lx, struct token *t)
{
	size_t start, q, plain;
	int c, spliced;
	uint32_t line0;

	if (skip_space(lx)) {
		t->s = lx->buf + lx->pos;
		t->len = 0;
		t->line = lx->line;
		t->kind = TOK_EOD;
		t->flags = TOKF_PP;
		return TOK_EOD;
	}
	start = lx->pos;
	line0 = lx->line;
	t->line = line0;
	t->flags = (lx->bol ? TOKF_BOL : 0) | (lx->in_pp ? TOKF_PP : 0);
	if (start >= lx->len) {
		if (lx->in_pp) {
			lx->in_pp = 0;
			t->kind = TOK_EOD;
			t->flags = TOKF_PP;
		} else {
			t->kind = TOK_EOF;
		}
		t->s = lx->buf + lx->len;
		t->len = 0;
		return t->kind;
	}
	c = (unsigned char)lx->buf[start];
	q = start;

	if (is_ident(c) && !is_digit(c)) {
		do {
			q++;
		} while (q < lx->len && is_ident((unsigned char)lx->buf[q]));
		plain = q;
		/* A splice inside a name: the careful way from here on. */
		while (is_ident(peek_at(lx, &q)))
			q++;
		c = peek_at(lx, &q);
		/* Encoding prefixes: L"", u"", U"", u8"" and their chars. */
		if ((c == '"' || c == '\'') && q - start <= 2 &&
		    (lx->buf[start] == 'L' || lx->buf[start] == 'u' ||
		     lx->buf[start] == 'U')) {
			advance(lx, q);
			lex_quoted(lx, c, line0);
			t->kind = c == '"' ? TOK_STRING : TOK_CHAR;
		} else {
			/* No splice, so no newline to count. */
			if (q == plain)
				lx->pos = q;
			else
				advance(lx, q);
			t->kind = TOK_IDENT;
		}
	} else if (is_digit(c) || (c == '.' && is_digit(peek_after(lx, start)))) {
		q = start + 1;
		for (;;) {
			int prev = (unsigned char)lx->buf[q - 1];

			c = peek_at(lx, &q);
			if (is_ident(c) || c == '.')
				q++;
			else if ((c == '+' || c == '-') &&
				 (prev == 'e' || prev == 'E' || prev == 'p' ||
				  prev == 'P'))
				q++;
			else
				break;
		}
		advance(lx, q);
		t->kind = TOK_NUMBER;
	} else if (c == '"' || c == '\'') {
		lex_quoted(lx, c, line0);
		t->kind = c == '"' ? TOK_STRING : TOK_CHAR;
	} else if (c == '#' && lx->bol && !lx->in_pp) {
		lx->pos = start + 1;
		lx->in_pp = 1;
		t->flags |= TOKF_PP;
		t->kind = TOK_DIRECTIVE;
	} else {
		/* Punctuators never contain a splice in practice; take them raw. */
		lx->pos = start + punct_len(lx->buf + start, lx->len - start);
		t->kind = TOK_PUNCT;
	}

	spliced = lx->line != line0;
	t->s = lx->buf + start;
	if (spliced && t->kind != TOK_DIRECTIVE)
		t->len = compact(lx, start, lx->pos);
	else
		t->len = (uint32_t)(lx->pos - start);
	lx->bol = 0;
	return t->kind;
}

const char *lexer_tokenize(struct token_vec *vec, char *buf, size_t len,
			   uint32_t *err_line)
{
	struct lexer lx;
	struct token t;

	lexer_init(&lx, buf, len);
	vec->n = 0;
	do {
		lexer_next(&lx, &t);
		ALLOC_GROW(vec->v, vec->n + 1, vec->alloc);
		vec->v[vec->n++] = t;
	} while (t.kind != TOK_EOF);
	if (err_line)
		*err_line = lx.err_line;
	return lx.err;
}

void token_vec_release(struct token_vec *vec)
{
	free(vec->v);
	memset(vec, 0, sizeof(*vec));
}

static int space_between(const struct token *prev, const struct token *cur)
{
	if (tok_punct(cur, ',') || tok_punct(cur, ')') || tok_punct(cur, ']') ||
	    tok_punct(cur, '['))
		return 0;
	if (tok_punct(prev, '(') || tok_punct(prev, '[') || tok_punct(prev, '*'))
		return 0;
	return !(tok_punct(cur, '(') && prev->kind == TOK_IDENT);
}

void tok_text(struct strbuf *sb, const struct token *b, const struct token *e)
{
	const struct token *t;

	for (t = b; t < e; t++) {
		if (t != b && space_between(t - 1, t))
			strbuf_addch(sb, ' ');
		strbuf_add(sb, t->s, t->len);
	}
}

const char *tok_text_dup(struct arena *a, const struct token *b,
			 const struct token *e)
{
	struct strbuf sb = STRBUF_INIT;
	const char *s;

	tok_text(&sb, b, e);
	s = arena_strndup(a, sb.buf, sb.len);
	strbuf_release(&sb);
	return s;
}

size_t tok_close(const struct token *t, size_t i, size_t n, size_t *commas,
		 size_t max, size_t *ncommas)
{
	int depth = 0;

	*ncommas = 0;
	for (; i < n; i++) {
		if (t[i].kind == TOK_EOF)
			return n;
		if (tok_opens(&t[i])) {
			depth++;
		} else if (tok_closes(&t[i])) {
			if (--depth == 0)
				return i;
		} else if (depth == 1 && tok_punct(&t[i], ',')) {
			if (*ncommas < max)
				commas[*ncommas] = i;
			(*ncommas)++;
		}
	}
	return n;
}
