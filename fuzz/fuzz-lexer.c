// SPDX-License-Identifier: GPL-2.0
/* The lexer on any bytes: it must never read outside them. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "c/lexer.h"
#include "core/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * Lexing only some lines gives, at each offset, the token that lexing
 * everything gives there, and the same first problem.  The offsets are
 * those of every 'm', so that they fall in names, comments, literals and
 * directives alike.
 */
static void check_lines(const uint8_t *data, size_t size,
			const struct token_vec *full, const char *fbuf,
			const char *ferr, uint32_t fline)
{
	struct token_vec w = { 0 };
	char *buf = xmalloc(size ? size : 1);
	size_t *at = xcalloc(size ? size : 1, sizeof(*at));
	size_t i, j = 0, n = 0;
	const char *err;
	uint32_t line;

	memcpy(buf, data, size);
	for (i = 0; i < size; i++)
		if (data[i] == 'm')
			at[n++] = i;
	err = lexer_tokenize_lines(&w, buf, size, at, n, &line);
	if (err != ferr || (err && line != fline))
		abort();
	if (!w.n || w.v[w.n - 1].kind != TOK_EOF)
		abort();
	for (i = 0; i + 1 < w.n; i++) {
		const struct token *t = &w.v[i], *u;
		size_t off = (size_t)(t->s - buf);

		if (t->kind == TOK_EOD && !t->len)
			continue;	/* a window's end */
		while (j < full->n && (size_t)(full->v[j].s - fbuf) < off)
			j++;
		for (u = &full->v[j]; u < full->v + full->n &&
		     (size_t)(u->s - fbuf) == off; u++)
			if (u->kind == t->kind && u->len == t->len &&
			    u->line == t->line && u->flags == t->flags &&
			    !memcmp(u->s, t->s, t->len))
				break;
		if (u == full->v + full->n || (size_t)(u->s - fbuf) != off)
			abort();
	}
	token_vec_release(&w);
	free(at);
	free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct token_vec v = { 0 };
	char *buf = xmalloc(size ? size : 1);
	const char *err;
	uint32_t line;
	size_t i;

	memcpy(buf, data, size);
	err = lexer_tokenize(&v, buf, size, &line);
	/* Every token lies inside the buffer. */
	for (i = 0; i + 1 < v.n; i++)
		if (v.v[i].s < buf || v.v[i].s + v.v[i].len > buf + size)
			abort();
	check_lines(data, size, &v, buf, err, line);
	token_vec_release(&v);
	free(buf);
	return 0;
}
