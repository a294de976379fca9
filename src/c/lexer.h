/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one C lexer that every extractor reads through.
 *
 * It turns a buffer of C (or something close to it) into tokens: comments
 * are dropped, string and character literals, numbers, identifiers and
 * punctuators come out whole, and preprocessor lines are bracketed by a
 * TOK_DIRECTIVE token (the '#') and a TOK_EOD token (the end of the logical
 * line).  Backslash-newline is spliced away wherever it occurs, also inside
 * an identifier, by compacting the token in place: the buffer must be
 * writable and owned by the caller.
 *
 * The lexer never reads outside buf[0..len), whatever the input: an
 * unterminated comment or literal ends at the end of the buffer or line
 * and is reported through lexer.err.
 */
#ifndef ABIWATCH_LEXER_H
#define ABIWATCH_LEXER_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum tok_kind {
	TOK_EOF,
	TOK_IDENT,
	TOK_NUMBER,
	TOK_STRING,
	TOK_CHAR,
	TOK_PUNCT,
	TOK_DIRECTIVE,	/* '#' that opens a preprocessor line */
	TOK_EOD,	/* end of a preprocessor line */
};

#define TOKF_BOL 0x1	/* first token on its line */
#define TOKF_PP 0x2	/* inside a preprocessor directive */

struct token {
	const char *s;
	uint32_t len;
	uint32_t line;
	uint8_t kind;
	uint8_t flags;
};

struct lexer {
	char *buf;
	size_t len;
	size_t pos;
	uint32_t line;
	/* 0 or 1 each: lex_token() makes a token's flags of them. */
	int in_pp;
	int bol;
	/* First problem met, for the caller to report; NULL if none. */
	const char *err;
	uint32_t err_line;
};

struct token_vec {
	struct token *v;
	size_t n;
	size_t alloc;
};

void lexer_init(struct lexer *lx, char *buf, size_t len);
enum tok_kind lexer_next(struct lexer *lx, struct token *t);

/*
 * Lex all of buf into vec, reusing its storage; the last token is TOK_EOF.
 * Returns the lexer's first problem (or NULL), with its line in *err_line.
 */
const char *lexer_tokenize(struct token_vec *vec, char *buf, size_t len,
			   uint32_t *err_line);
/*
 * Lex only the lines around the offsets at[0..n), which ascend: for each
 * offset in code (not in a comment or a literal), from the start of its
 * line to the end of the first line on which every bracket opened since
 * is closed.  Each token is the one lexer_tokenize() gives at its offset,
 * with the same line and flags; a TOK_EOD token with no text separates
 * two windows, and the last token is TOK_EOF.  For an extractor that
 * needs only what surrounds its words, on a file nothing else reads.
 */
const char *lexer_tokenize_lines(struct token_vec *vec, char *buf, size_t len,
				 const size_t *at, size_t n,
				 uint32_t *err_line);
void token_vec_release(struct token_vec *vec);

/*
 * memmem(): the first @w[0..wlen) in @h[0..hlen), or NULL.  With SSE2,
 * sixteen places at a time are tried by their first and last bytes, and
 * only those that match both are compared: the extractors that search a
 * whole file's text for a word (param's, netlink's) spent more in glibc's
 * memmem() than in what they found.
 */
const char *mem_find(const char *h, size_t hlen, const char *w, size_t wlen);

/*
 * Whether @c may be part of a C identifier: for the extractors that read
 * a name out of text without lexing it.
 */
static inline int is_ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/* Inline: the extractors call these on every token. */
static inline int tok_eq(const struct token *t, const char *s)
{
	size_t n;

	/* Most tokens differ in their first byte: no strlen() for those. */
	if (!t->len || t->s[0] != s[0])
		return !t->len && !s[0];
	n = strlen(s);
	return t->len == n && !memcmp(t->s, s, n);
}

/*
 * The bits set in a 16-bit mask (of SSE2's movemask): without -mpopcnt,
 * __builtin_popcount() is a call to libgcc's generic loop.
 */
static inline unsigned int bits16(unsigned int x)
{
	x = x - ((x >> 1) & 0x5555);
	x = (x & 0x3333) + ((x >> 2) & 0x3333);
	x = (x + (x >> 4)) & 0x0f0f;
	return (x + (x >> 8)) & 0x1f;
}

static inline int tok_starts(const struct token *t, const char *prefix)
{
	size_t n = strlen(prefix);

	return t->len >= n && !memcmp(t->s, prefix, n);
}

static inline int tok_punct(const struct token *t, char c)
{
	return t->kind == TOK_PUNCT && t->len == 1 && t->s[0] == c;
}

/* An opening bracket, ( [ or {, and a closing one. */
static inline int tok_opens(const struct token *t)
{
	return t->kind == TOK_PUNCT && t->len == 1 &&
	       (t->s[0] == '(' || t->s[0] == '[' || t->s[0] == '{');
}

static inline int tok_closes(const struct token *t)
{
	return t->kind == TOK_PUNCT && t->len == 1 &&
	       (t->s[0] == ')' || t->s[0] == ']' || t->s[0] == '}');
}

struct strbuf;

/* Append tokens [b, e) as C text, spaced the way kernel code is. */
void tok_text(struct strbuf *sb, const struct token *b, const struct token *e);

struct arena;

/* The same text, as a string of @a. */
const char *tok_text_dup(struct arena *a, const struct token *b,
			 const struct token *e);

/*
 * Index of the bracket that closes the '(', '[' or '{' at t[i], or n if
 * none.  Top-level commas in between are stored in commas[] up to max,
 * and counted in *ncommas.
 */
size_t tok_close(const struct token *t, size_t i, size_t n, size_t *commas,
		 size_t max, size_t *ncommas);

struct unpacker;

/*
 * Tokens @t[0..@n) written out, for what an extractor keeps of a file
 * (struct extractor's state_pack), and read back: *@n tokens whose text
 * is in @a, followed by a TOK_EOF token, also of @a; NULL if @u holds no
 * tokens so packed.
 */
void tokens_pack(struct strbuf *out, const struct token *t, size_t n);
struct token *tokens_unpack(struct unpacker *u, struct arena *a, size_t *n);

#endif
