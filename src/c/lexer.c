// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "core/arena.h"
#include "core/pack.h"
#include "c/lexer.h"
#include "core/strbuf.h"
#include "core/util.h"

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

/*
 * What each byte can be, looked up once per byte on the hot paths instead
 * of a chain of comparisons.
 */
#define CC_NAME 0x01	/* a letter, digit, '_' or '$': part of a name */
#define CC_NAME0 0x02	/* a name starts with it: CC_NAME but a digit */
#define CC_START 0x04	/* may start a number, literal or directive */
#define CC_BLANK 0x08	/* ' ' and '\t', most of the white space */
#define CC_PUNCT2 0x10	/* the second byte of every longer punctuator */
#define CC_QUOTED 0x20	/* ends the plain run of a literal: '\\', '\n', quotes */
#define CC_SKIM 0x40	/* skim() looks at it: '\n', '/', quotes */
#define CC_SPACE 0x80	/* skip_space() looks at it: blanks, '\n', '/'... */

static const uint8_t cclass[256] = {
	['a' ... 'z'] = CC_NAME | CC_NAME0,
	['A' ... 'Z'] = CC_NAME | CC_NAME0,
	['_'] = CC_NAME | CC_NAME0,
	['$'] = CC_NAME | CC_NAME0,
	['0' ... '9'] = CC_NAME | CC_START,
	[' '] = CC_BLANK | CC_SPACE,
	['\t'] = CC_BLANK | CC_SPACE,
	['\r'] = CC_SPACE,
	['\f'] = CC_SPACE,
	['\v'] = CC_SPACE,
	['\0'] = CC_SPACE,
	['-'] = CC_PUNCT2,
	['>'] = CC_PUNCT2,
	['+'] = CC_PUNCT2,
	['<'] = CC_PUNCT2,
	['='] = CC_PUNCT2,
	['&'] = CC_PUNCT2,
	['|'] = CC_PUNCT2,
	['#'] = CC_PUNCT2 | CC_START,
	['.'] = CC_PUNCT2 | CC_START,
	['/'] = CC_SKIM | CC_SPACE,
	['\\'] = CC_QUOTED | CC_SPACE,
	['\n'] = CC_QUOTED | CC_SKIM | CC_SPACE,
	['"'] = CC_QUOTED | CC_SKIM | CC_START,
	['\''] = CC_QUOTED | CC_SKIM | CC_START,
};

/* Length of a backslash-newline at p (also backslash-CR-LF), or 0. */
static inline size_t splice_len(const struct lexer *lx, size_t p)
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
static inline int peek_at(const struct lexer *lx, size_t *p)
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

/*
 * The end of the run of name bytes from q.  A name is most of a token,
 * and the end of a name is the branch a byte loop mispredicts: with SSE2
 * (every x86-64) it takes sixteen bytes in one step.
 */
static inline size_t name_end(const unsigned char *b, size_t q, size_t len)
{
#ifdef __SSE2__
	const __m128i x20 = _mm_set1_epi8(0x20);
	const __m128i to_a = _mm_set1_epi8((char)(0x80 - 'a'));
	const __m128i to_0 = _mm_set1_epi8((char)(0x80 - '0'));
	const __m128i n26 = _mm_set1_epi8((char)(-128 + 26));
	const __m128i n10 = _mm_set1_epi8((char)(-128 + 10));
	const __m128i us = _mm_set1_epi8('_'), dl = _mm_set1_epi8('$');

	while (q + 16 <= len) {
		__m128i v = _mm_loadu_si128((const __m128i *)(b + q));
		/* Signed compares, on bytes moved so a range starts at -128. */
		__m128i alpha = _mm_cmplt_epi8(
			_mm_add_epi8(_mm_or_si128(v, x20), to_a), n26);
		__m128i digit = _mm_cmplt_epi8(_mm_add_epi8(v, to_0), n10);
		__m128i name = _mm_or_si128(_mm_or_si128(alpha, digit),
					    _mm_or_si128(_mm_cmpeq_epi8(v, us),
							 _mm_cmpeq_epi8(v, dl)));
		unsigned int out = ~(unsigned int)_mm_movemask_epi8(name) &
				   0xffff;

		if (out)
			return q + (size_t)__builtin_ctz(out);
		q += 16;
	}
#endif
	while (q < len && (cclass[b[q]] & CC_NAME))
		q++;
	return q;
}

/* The newlines that a stretch of plain code passes: how many, the last. */
struct skim_lines {
	uint32_t n;
	size_t last;
};

/*
 * The first byte from p to end that may begin a comment or a literal
 * ('/', quotes), the newlines before it counted in *nl.  skim() needs
 * only the last of them that begins a line: they are counted sixteen
 * bytes at a time, not looked at one by one.
 */
static inline size_t skim_plain(const unsigned char *b, size_t p, size_t end,
				struct skim_lines *nl)
{
#ifdef __SSE2__
	const __m128i lf = _mm_set1_epi8('\n'), sl = _mm_set1_epi8('/');
	const __m128i dq = _mm_set1_epi8('"'), sq = _mm_set1_epi8('\'');

	while (p + 16 <= end) {
		__m128i v = _mm_loadu_si128((const __m128i *)(b + p));
		unsigned int stop = (unsigned int)_mm_movemask_epi8(
			_mm_or_si128(_mm_cmpeq_epi8(v, sl),
				     _mm_or_si128(_mm_cmpeq_epi8(v, dq),
						  _mm_cmpeq_epi8(v, sq))));
		unsigned int lines = (unsigned int)_mm_movemask_epi8(
			_mm_cmpeq_epi8(v, lf));

		/* Only the newlines before the stop. */
		if (stop)
			lines &= (1u << __builtin_ctz(stop)) - 1;
		if (lines) {
			nl->n += (uint32_t)bits16(lines);
			nl->last = p + 31 - (size_t)__builtin_clz(lines);
		}
		if (stop)
			return p + (size_t)__builtin_ctz(stop);
		p += 16;
	}
#endif
	for (; p < end; p++) {
		if (b[p] == '\n') {
			nl->n++;
			nl->last = p;
		} else if (cclass[b[p]] & CC_SKIM) {
			break;
		}
	}
	return p;
}

static inline int is_ident(int c)
{
	return c >= 0 && (cclass[c] & CC_NAME);
}

static inline int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/* A block comment from q, just past its opening; returns its end. */
static size_t skip_block_comment(struct lexer *lx, size_t q, uint32_t start)
{
	/* Find each '*' with memchr: a splice can't be inside one. */
	for (;;) {
		const char *star = q < lx->len ?
			memchr(lx->buf + q, '*', lx->len - q) : NULL;

		if (!star) {
			lex_error(lx, "unterminated comment", start);
			return lx->len;
		}
		q = (size_t)(star - lx->buf) + 1;
		if (peek_at(lx, &q) == '/')
			return q + 1;
	}
}

/* A line comment runs to a newline that no backslash splices away. */
static size_t skip_line_comment(struct lexer *lx, size_t q)
{
	for (;;) {
		const char *nl = q < lx->len ?
			memchr(lx->buf + q, '\n', lx->len - q) : NULL;

		q = nl ? (size_t)(nl - lx->buf) : lx->len;
		if (!nl || !splice_len(lx, q - 1 -
				       (q >= 2 && lx->buf[q - 1] == '\r')))
			return q;
		q++;
	}
}

/*
 * Skip white space and comments.  Returns 1 if an unescaped newline ended
 * a preprocessor directive, so the caller can emit TOK_EOD.
 */
static inline int skip_space(struct lexer *lx)
{
	const unsigned char *b = (const unsigned char *)lx->buf;

	for (;;) {
		size_t pos = lx->pos;
		int c;

		/* Most of a file is this: blanks, one byte at a time. */
		while (pos < lx->len && (cclass[b[pos]] & CC_BLANK))
			pos++;
		lx->pos = pos;
		if (pos >= lx->len)
			return 0;
		c = b[pos];
		/* A token next to the one before: the most common case. */
		if (!(cclass[c] & CC_SPACE))
			return 0;
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
		} else if (c == '\\') {
			size_t q0 = pos;

			peek_at(lx, &q0);
			if (q0 == pos)
				return 0;	/* a backslash, not a splice */
			/* Splices passed over still count their lines. */
			advance(lx, q0);
		} else if (c == '/') {
			size_t q = pos + 1;
			int d = peek_at(lx, &q);

			if (d == '*')
				advance(lx, skip_block_comment(lx, q + 1,
							       lx->line));
			else if (d == '/')
				advance(lx, skip_line_comment(lx, q));
			else
				return 0;
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
	const unsigned char *b = (const unsigned char *)lx->buf;
	size_t q = lx->pos + 1;
	int c;

	for (;;) {
		/* Plain bytes can't end the literal or hide a splice. */
		while (q < lx->len && !(cclass[b[q]] & CC_QUOTED))
			q++;
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

static inline size_t punct_len(const char *s, size_t avail)
{
	size_t i;

	if (avail < 2 || !(cclass[(unsigned char)s[1]] & CC_PUNCT2))
		return 1;
	if (avail >= 3)
		for (i = 0; i < ARRAY_SIZE(punct3); i++)
			if (!memcmp(s, punct3[i], 3))
				return 3;
	for (i = 0; i < ARRAY_SIZE(punct2); i++)
		if (s[0] == punct2[i][0] && s[1] == punct2[i][1])
			return 2;
	return 1;
}

static inline enum tok_kind lex_punct(struct lexer *lx, size_t start)
{
	/* Punctuators never contain a splice in practice; take them raw. */
	lx->pos = start + punct_len(lx->buf + start, lx->len - start);
	return TOK_PUNCT;
}

/* A name, or a literal with an encoding prefix: L"", u"", U"", u8"". */
static inline enum tok_kind lex_name(struct lexer *lx, size_t start,
				     uint32_t line0)
{
	const unsigned char *b = (const unsigned char *)lx->buf;
	size_t q = start + 1, plain;
	int c;

	q = name_end(b, q, lx->len);
	plain = q;
	c = q < lx->len ? b[q] : -1;
	if (c == '\\') {
		/* A splice inside a name: the careful way from here on. */
		while (is_ident(peek_at(lx, &q)))
			q++;
		c = peek_at(lx, &q);
	}
	if ((c == '"' || c == '\'') && q - start <= 2 &&
	    (b[start] == 'L' || b[start] == 'u' || b[start] == 'U')) {
		advance(lx, q);
		lex_quoted(lx, c, line0);
		return c == '"' ? TOK_STRING : TOK_CHAR;
	}
	/* No splice, so no newline to count. */
	if (q == plain)
		lx->pos = q;
	else
		advance(lx, q);
	return TOK_IDENT;
}

static inline enum tok_kind lex_token(struct lexer *lx, struct token *t)
{
	size_t start, q;
	int c;
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
	/* Both are 0 or 1: the flags without a branch. */
	t->flags = (uint8_t)(lx->bol * TOKF_BOL | lx->in_pp * TOKF_PP);
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

	if (cclass[c] & CC_NAME0) {
		t->kind = lex_name(lx, start, line0);
	} else if (!(cclass[c] & CC_START)) {
		/* The most common of the rest, asked first. */
		t->kind = lex_punct(lx, start);
	} else if (is_digit(c) ||
		   (c == '.' && is_digit(peek_after(lx, start)))) {
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
		t->kind = lex_punct(lx, start);
	}

	t->s = lx->buf + start;
	if (lx->line != line0 && t->kind != TOK_DIRECTIVE)
		t->len = compact(lx, start, lx->pos);
	else
		t->len = (uint32_t)(lx->pos - start);
	lx->bol = 0;
	return t->kind;
}

enum tok_kind lexer_next(struct lexer *lx, struct token *t)
{
	return lex_token(lx, t);
}

const char *lexer_tokenize(struct token_vec *vec, char *buf, size_t len,
			   uint32_t *err_line)
{
	struct lexer lx;
	size_t n = 0;

	lexer_init(&lx, buf, len);
	/* The count in a local: a token's stores could alias vec->n. */
	for (;;) {
		ALLOC_GROW(vec->v, n + 1, vec->alloc);
		if (lex_token(&lx, &vec->v[n++]) == TOK_EOF)
			break;
	}
	vec->n = n;
	if (err_line)
		*err_line = lx.err_line;
	return lx.err;
}

/* The newlines in [p, q), as advance() counts them. */
static uint32_t count_lines(const struct lexer *lx, size_t p, size_t q)
{
	const char *s = lx->buf + p, *end = lx->buf + q;
	uint32_t n = 0;

	while ((s = memchr(s, '\n', (size_t)(end - s)))) {
		n++;
		s++;
	}
	return n;
}

/* Where skim() is: an offset in code, and its line. */
struct skim_pos {
	size_t p;
	uint32_t line;
	/* The start of the last line begun on the way, and its line. */
	size_t line_start;
	uint32_t start_line;
};

/*
 * Of the nl->n newlines in code from @from on, the last nl->last: the
 * last that is not spliced (a backslash before it, or before its CR)
 * begins a line, whose number is @line plus those up to it.
 */
static void skim_newlines(const unsigned char *b, size_t from,
			  const struct skim_lines *nl, struct skim_pos *sk,
			  uint32_t line)
{
	size_t x = nl->last;
	uint32_t n = nl->n;
	const void *prev;

	for (;;) {
		if (!(x >= 1 && b[x - 1] == '\\') &&
		    !(x >= 2 && b[x - 1] == '\r' && b[x - 2] == '\\')) {
			sk->line_start = x + 1;
			sk->start_line = line + n;
			return;
		}
		prev = x > from ? memrchr(b + from, '\n', x - from) : NULL;
		if (!prev)
			return;
		x = (size_t)((const unsigned char *)prev - b);
		n--;
	}
}

/*
 * Pass over code from sk->p to target without making tokens, the way the
 * lexer would: comments and literals are skipped whole, so a target in
 * one is passed over.  Lines are counted as the lexer counts them, and
 * each newline that is neither spliced nor in a comment begins a line.
 * Stops at target if target is in code, past it if not.
 */
static void skim(struct lexer *lx, struct skim_pos *sk, size_t target)
{
	const unsigned char *b = (const unsigned char *)lx->buf;
	size_t p = sk->p, p0, q;
	uint32_t line = sk->line;
	int d;

	while (p < target) {
		struct skim_lines nl = { 0, 0 };

		p0 = p;
		p = skim_plain(b, p, target, &nl);
		if (nl.n)
			skim_newlines(b, p0, &nl, sk, line);
		line += nl.n;
		if (p >= target)
			break;
		p0 = p;
		if (b[p] == '/') {
			q = p + 1;
			d = peek_at(lx, &q);
			if (d == '*')
				p = skip_block_comment(lx, q + 1, line);
			else if (d == '/')
				p = skip_line_comment(lx, q);
			else
				p++;
		} else {
			/* A literal: lex_quoted() moves the lexer; put it back. */
			size_t pos = lx->pos;
			uint32_t lxline = lx->line;

			lx->pos = p;
			lex_quoted(lx, b[p], line);
			p = lx->pos;
			lx->pos = pos;
			lx->line = lxline;
		}
		line += count_lines(lx, p0, p);
	}
	sk->p = p;
	sk->line = line;
}

/* A token with no text: the end of a window, or of the file. */
static void push_empty(struct token_vec *vec, const char *s, uint32_t line,
		       enum tok_kind kind, uint8_t flags)
{
	struct token *t;

	ALLOC_GROW(vec->v, vec->n + 1, vec->alloc);
	t = &vec->v[vec->n++];
	t->s = s;
	t->len = 0;
	t->line = line;
	t->kind = kind;
	t->flags = flags;
}

const char *lexer_tokenize_lines(struct token_vec *vec, char *buf, size_t len,
				 const size_t *at, size_t n, uint32_t *err_line)
{
	struct lexer lx, save;
	struct skim_pos sk = { 0, 1, 0, 1 };
	struct token *t;
	size_t k = 0;

	lexer_init(&lx, buf, len);
	vec->n = 0;
	while (k < n) {
		int depth = 0, reached = 0;

		if (at[k] < sk.p || at[k] >= len) {
			k++;
			continue;
		}
		skim(&lx, &sk, at[k]);
		if (sk.p != at[k]) {
			k++;	/* in a comment or a literal */
			continue;
		}
		if (sk.line_start > lx.pos) {
			/* Where a line begins, the lexer's state is known. */
			lx.pos = sk.line_start;
			lx.line = sk.start_line;
			lx.bol = 1;
			lx.in_pp = 0;
		}
		/* Keep windows apart, as the end of a line would. */
		if (vec->n)
			push_empty(vec, lx.buf + lx.pos, lx.line, TOK_EOD,
				   TOKF_PP);
		for (;;) {
			save = lx;
			ALLOC_GROW(vec->v, vec->n + 1, vec->alloc);
			t = &vec->v[vec->n++];
			lex_token(&lx, t);
			if (t->kind == TOK_EOF) {
				vec->n--;
				break;
			}
			/*
			 * The first token of a line after the brackets are
			 * closed ends the window, unless a word is in it.  It
			 * is lexed again or passed over later, unless it
			 * joined a splice in place.
			 */
			if (reached && depth == 0 && (t->flags & TOKF_BOL) &&
			    !(k < n && at[k] < lx.pos) &&
			    t->len == lx.pos - (size_t)(t->s - lx.buf)) {
				vec->n--;
				lx = save;
				break;
			}
			if (tok_opens(t))
				depth++;
			else if (tok_closes(t) && depth > 0)
				depth--;
			while (k < n && at[k] < lx.pos) {
				reached = 1;
				k++;
			}
		}
		sk.p = sk.line_start = lx.pos;
		sk.line = sk.start_line = lx.line;
	}
	/* The rest is passed over only for the problems in it. */
	skim(&lx, &sk, len);
	push_empty(vec, lx.buf + len, sk.line, TOK_EOF, 0);
	if (err_line)
		*err_line = lx.err_line;
	return lx.err;
}

const char *mem_find(const char *h, size_t hlen, const char *w, size_t wlen)
{
	size_t i = 0;

	if (!wlen)
		return h;
	if (wlen > hlen)
		return NULL;
#ifdef __SSE2__
	if (wlen >= 2) {
		const __m128i first = _mm_set1_epi8(w[0]);
		const __m128i last = _mm_set1_epi8(w[wlen - 1]);

		/* Both loads within h: the last ends at i + wlen + 14. */
		for (; i + wlen + 15 <= hlen; i += 16) {
			__m128i a = _mm_loadu_si128((const __m128i *)(h + i));
			__m128i b = _mm_loadu_si128(
				(const __m128i *)(h + i + wlen - 1));
			unsigned int m = (unsigned int)_mm_movemask_epi8(
				_mm_and_si128(_mm_cmpeq_epi8(a, first),
					      _mm_cmpeq_epi8(b, last)));

			for (; m; m &= m - 1) {
				size_t k = i + (size_t)__builtin_ctz(m);

				if (!memcmp(h + k + 1, w + 1, wlen - 2))
					return h + k;
			}
		}
	}
#endif
	for (; i + wlen <= hlen; i++)
		if (h[i] == w[0] && !memcmp(h + i, w, wlen))
			return h + i;
	return NULL;
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

/*
 * The count, then the texts one after the other, each with a NUL after
 * it, as one run of bytes, then each token's length, line, kind and
 * flags: read back, the texts are one copy rather than one a token
 * (unpacking uapi's declarations at each commit a log loads was a
 * twentieth of it, half of that the tokens).
 */
void tokens_pack(struct strbuf *out, const struct token *t, size_t n)
{
	size_t i, len = 0;

	pack_u32(out, (uint32_t)n);
	for (i = 0; i < n; i++)
		len += t[i].len + 1;
	pack_u32(out, (uint32_t)len);
	for (i = 0; i < n; i++) {
		strbuf_add(out, t[i].s, t[i].len);
		strbuf_addch(out, '\0');
	}
	for (i = 0; i < n; i++) {
		pack_u32(out, t[i].len);
		pack_u32(out, t[i].line);
		pack_u32(out, (uint32_t)t[i].kind | (uint32_t)t[i].flags << 8);
	}
}

struct token *tokens_unpack(struct unpacker *u, struct arena *a, size_t *n)
{
	const unsigned char *meta;
	const char *texts;
	struct token *v;
	uint32_t tlen;
	size_t i, off = 0;
	char *copy;

	*n = unpack_u32(u);
	texts = unpack_bytes(u, &tlen);
	/* Each token takes 13 bytes at least: a bad count is no allocation. */
	if (!texts || *n > (size_t)(u->end - u->p) / 12 || *n > tlen) {
		u->err = 1;
		return NULL;
	}
	meta = u->p;
	u->p += *n * 12;
	v = arena_alloc(a, (*n + 1) * sizeof(*v));
	copy = arena_alloc(a, tlen);
	memcpy(copy, texts, tlen);
	for (i = 0; i < *n; i++, meta += 12) {
		uint32_t len = unpack_u32_at(meta);
		uint32_t kf = unpack_u32_at(meta + 8);

		/* Each text ends with its NUL, where its length says. */
		if (len >= tlen - off || copy[off + len]) {
			u->err = 1;
			return NULL;
		}
		v[i].s = copy + off;
		v[i].len = len;
		v[i].line = unpack_u32_at(meta + 4);
		v[i].kind = kf & 0xff;
		v[i].flags = (kf >> 8) & 0xff;
		off += len + 1;
	}
	if (off != tlen) {
		u->err = 1;
		return NULL;
	}
	memset(&v[*n], 0, sizeof(v[*n]));
	v[*n].kind = TOK_EOF;
	v[*n].s = "";
	return v;
}
