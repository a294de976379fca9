// SPDX-License-Identifier: GPL-2.0
#include <string.h>

#include "c/cexpr.h"
#include "core/strbuf.h"
#include "core/util.h"

struct eval {
	const struct token *t;
	size_t n;
	size_t i;
	const struct cexpr_env *env;
	int depth;
	int err;
};

int cexpr_parse_int(uint64_t *out, const char *s, size_t len)
{
	uint64_t v = 0;
	size_t i = 0;
	unsigned int base = 10, d;

	if (!len)
		return -1;
	if (len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		i = 2;
	} else if (len > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		base = 2;
		i = 2;
	} else if (s[0] == '0') {
		base = 8;
	}
	if (i == len)
		return -1;
	for (; i < len; i++) {
		char c = s[i];

		if (c >= '0' && c <= '9')
			d = (unsigned int)(c - '0');
		else if (c >= 'a' && c <= 'f')
			d = (unsigned int)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			d = (unsigned int)(c - 'A' + 10);
		else
			break;
		if (d >= base)
			return -1;
		v = v * base + d;
	}
	/* Integer suffixes only: u, l, ll in any case and order. */
	for (; i < len; i++)
		if (!strchr("uUlL", s[i]))
			return -1;
	*out = v;
	return 0;
}

static int char_value(uint64_t *out, const struct token *t)
{
	const char *s = t->s;
	size_t len = t->len;

	if (len == 3 && s[0] == '\'' && s[2] == '\'') {
		*out = (unsigned char)s[1];
		return 0;
	}
	if (len == 4 && s[0] == '\'' && s[1] == '\\' && s[3] == '\'') {
		static const char esc[] = "n\nt\t0\0\\\\''";
		size_t i;

		for (i = 0; i + 1 < sizeof(esc); i += 2) {
			if (s[2] == esc[i]) {
				*out = (unsigned char)esc[i + 1];
				return 0;
			}
		}
	}
	return -1;
}

static const struct token *peek(struct eval *e)
{
	static const struct token eof = { "", 0, 0, TOK_EOF, 0 };

	return e->i < e->n ? &e->t[e->i] : &eof;
}

static int is_op(struct eval *e, const char *op)
{
	const struct token *t = peek(e);

	return t->kind == TOK_PUNCT && tok_eq(t, op);
}

static uint64_t ternary(struct eval *e);

/* Identifiers that may appear in a cast to an integer type. */
static int is_type_word(const struct token *t)
{
	static const char *const words[] = {
		"unsigned", "signed", "int", "long", "short", "char",
		"const", "volatile", "__u8", "__u16", "__u32", "__u64",
		"__s8", "__s16", "__s32", "__s64", "__le16", "__le32",
		"__le64", "__be16", "__be32", "__be64", "u8", "u16", "u32",
		"u64", "s8", "s16", "s32", "s64", "size_t", "__kernel_size_t",
		"uint8_t", "uint16_t", "uint32_t", "uint64_t", "int8_t",
		"int16_t", "int32_t", "int64_t", "__kernel_ulong_t",
		"__kernel_long_t", "__poll_t",
	};
	size_t i;

	if (t->kind != TOK_IDENT)
		return 0;
	for (i = 0; i < ARRAY_SIZE(words); i++)
		if (tok_eq(t, words[i]))
			return 1;
	return 0;
}

/* Width in bits that a cast keeps, or 0 for none. */
static unsigned int cast_width(const struct token *t, size_t n)
{
	size_t i;
	int longs = 0;

	for (i = 0; i < n; i++)
		if (tok_eq(&t[i], "long"))
			longs++;
	for (i = 0; i < n; i++) {
		const struct token *w = &t[i];

		if (tok_eq(w, "char") || tok_eq(w, "__u8") || tok_eq(w, "__s8") ||
		    tok_eq(w, "u8") || tok_eq(w, "s8") || tok_eq(w, "uint8_t") ||
		    tok_eq(w, "int8_t"))
			return 8;
		if (tok_eq(w, "short") || (w->len >= 2 &&
		    !memcmp(w->s + w->len - 2, "16", 2)) ||
		    tok_eq(w, "uint16_t") || tok_eq(w, "int16_t"))
			return 16;
		if ((w->len >= 2 && !memcmp(w->s + w->len - 2, "32", 2)) ||
		    tok_eq(w, "__poll_t"))
			return 32;
	}
	if (longs)
		return 64;
	for (i = 0; i < n; i++)
		if (tok_eq(&t[i], "int"))
			return 32;
	return 0;
}

static uint64_t primary(struct eval *e)
{
	const struct token *t = peek(e);
	uint64_t v = 0;

	if (e->err)
		return 0;
	if (t->kind == TOK_NUMBER) {
		e->i++;
		if (cexpr_parse_int(&v, t->s, t->len) < 0)
			e->err = 1;
		return v;
	}
	if (t->kind == TOK_CHAR) {
		e->i++;
		if (char_value(&v, t) < 0)
			e->err = 1;
		return v;
	}
	if (t->kind == TOK_IDENT && e->i + 1 < e->n &&
	    tok_punct(&e->t[e->i + 1], '(')) {
		size_t nc, close = tok_close(e->t, e->i + 1, e->n, NULL, 0, &nc);

		if (close >= e->n || !e->env || !e->env->call ||
		    e->depth + 1 >= CEXPR_MAX_DEPTH ||
		    e->env->call(e->env->data, t, &e->t[e->i + 2],
				 close - e->i - 2, &v, e->depth + 1) < 0)
			e->err = 1;
		e->i = close + 1;
		return v;
	}
	if (t->kind == TOK_IDENT) {
		e->i++;
		if (!e->env || !e->env->lookup || e->depth + 1 >= CEXPR_MAX_DEPTH ||
		    e->env->lookup(e->env->data, t->s, t->len, &v,
				   e->depth + 1) < 0)
			e->err = 1;
		return v;
	}
	if (tok_punct(t, '(')) {
		size_t j = e->i + 1, k;

		/* A cast: '(' type words [ '*' ] ')'. */
		while (j < e->n && is_type_word(&e->t[j]))
			j++;
		if (j > e->i + 1 && j < e->n && tok_punct(&e->t[j], ')')) {
			unsigned int w = cast_width(&e->t[e->i + 1],
						    j - e->i - 1);

			e->i = j + 1;
			v = primary(e);
			if (w && w < 64)
				v &= (UINT64_C(1) << w) - 1;
			return v;
		}
		if (++e->depth >= CEXPR_MAX_DEPTH) {
			e->err = 1;
			return 0;
		}
		e->i++;
		v = ternary(e);
		e->depth--;
		k = e->i;
		if (k < e->n && tok_punct(&e->t[k], ')'))
			e->i++;
		else
			e->err = 1;
		return v;
	}
	if (t->kind == TOK_PUNCT && t->len == 1 && strchr("-+~!", t->s[0])) {
		char op = t->s[0];

		if (++e->depth >= CEXPR_MAX_DEPTH) {
			e->err = 1;
			return 0;
		}
		e->i++;
		v = primary(e);
		e->depth--;
		switch (op) {
		case '-': return -v;
		case '~': return ~v;
		case '!': return !v;
		default: return v;
		}
	}
	e->err = 1;
	return 0;
}

struct binop {
	const char *op;
	int prec;
};

static const struct binop binops[] = {
	{ "*", 10 }, { "/", 10 }, { "%", 10 }, { "+", 9 }, { "-", 9 },
	{ "<<", 8 }, { ">>", 8 }, { "<", 7 }, { ">", 7 }, { "<=", 7 },
	{ ">=", 7 }, { "==", 6 }, { "!=", 6 }, { "&", 5 }, { "^", 4 },
	{ "|", 3 }, { "&&", 2 }, { "||", 1 },
};

static const struct binop *binop_at(struct eval *e)
{
	const struct token *t = peek(e);
	size_t i;

	if (t->kind != TOK_PUNCT)
		return NULL;
	for (i = 0; i < ARRAY_SIZE(binops); i++)
		if (tok_eq(t, binops[i].op))
			return &binops[i];
	return NULL;
}

static uint64_t apply(struct eval *e, const char *op, uint64_t a, uint64_t b)
{
	switch (op[0]) {
	case '*': return a * b;
	case '/':
	case '%':
		if (!b) {
			e->err = 1;
			return 0;
		}
		return op[0] == '/' ? a / b : a % b;
	case '+': return a + b;
	case '-': return a - b;
	case '<':
		if (op[1] == '<')
			return b >= 64 ? 0 : a << b;
		return op[1] == '=' ? (int64_t)a <= (int64_t)b :
				      (int64_t)a < (int64_t)b;
	case '>':
		if (op[1] == '>')
			return b >= 64 ? 0 : a >> b;
		return op[1] == '=' ? (int64_t)a >= (int64_t)b :
				      (int64_t)a > (int64_t)b;
	case '=':
		return a == b;
	case '!':
		return a != b;
	case '&':
		return op[1] ? (a && b) : (a & b);
	case '^':
		return a ^ b;
	case '|':
		return op[1] ? (a || b) : (a | b);
	}
	e->err = 1;
	return 0;
}

static uint64_t binary(struct eval *e, int min_prec)
{
	uint64_t lhs = primary(e);
	const struct binop *op;

	while (!e->err && (op = binop_at(e)) && op->prec >= min_prec) {
		uint64_t rhs;

		e->i++;
		if (++e->depth >= CEXPR_MAX_DEPTH) {
			e->err = 1;
			return 0;
		}
		rhs = binary(e, op->prec + 1);
		e->depth--;
		lhs = apply(e, op->op, lhs, rhs);
	}
	return lhs;
}

static uint64_t ternary(struct eval *e)
{
	uint64_t c = binary(e, 1), a, b;

	if (e->err || !is_op(e, "?"))
		return c;
	e->i++;
	a = ternary(e);
	if (!is_op(e, ":")) {
		e->err = 1;
		return 0;
	}
	e->i++;
	b = ternary(e);
	return c ? a : b;
}

int cexpr_eval(uint64_t *out, const struct token *t, size_t n,
	       const struct cexpr_env *env, int depth)
{
	struct eval e = { t, n, 0, env, depth, 0 };
	uint64_t v;

	if (!n || depth >= CEXPR_MAX_DEPTH)
		return -1;
	v = ternary(&e);
	if (e.err || e.i != n)
		return -1;
	*out = v;
	return 0;
}

int cexpr_eval_str(uint64_t *out, const char *s, const struct cexpr_env *env,
		   int depth)
{
	struct strbuf copy = STRBUF_INIT;
	struct token_vec toks = { 0 };
	int err;

	strbuf_addstr(&copy, s);
	lexer_tokenize(&toks, copy.buf, copy.len, NULL);
	/* The last token is TOK_EOF. */
	err = cexpr_eval(out, toks.v, toks.n - 1, env, depth);
	token_vec_release(&toks);
	strbuf_release(&copy);
	return err;
}
