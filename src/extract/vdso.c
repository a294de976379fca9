// SPDX-License-Identifier: GPL-2.0
/*
 * The vDSO: the symbols each vDSO's linker script exports, in the
 * VERSION { NODE { global: sym; ... local: *; }; } block of
 * arch/ARCH/.../vdso*.lds.S.  An item is "SYMBOL (SCRIPT)", with the
 * version node it is exported under.
 */
#include <string.h>

#include "extract/extract.h"
#include "core/strbuf.h"
#include "core/util.h"

#define KIND "vdso"

static enum want vdso_want_path(const char *path)
{
	if (starts_with(path, "arch/") && strstr(path, "vdso") &&
	    (ends_with(path, ".lds.S") || ends_with(path, ".lds")))
		return WANT_ALWAYS;
	return WANT_NO;
}

static void vdso_extract(struct extract_ctx *ctx)
{
	const struct token_vec *toks = ctx_tokens(ctx);
	const struct token *t = toks->v;
	struct strbuf node = STRBUF_INIT, sb = STRBUF_INIT;
	size_t n = toks->n - 1, i, k, nc, close;

	for (i = 0; i + 1 < n; i++) {
		if (!tok_eq(&t[i], "VERSION") || (t[i].flags & TOKF_PP) ||
		    !tok_punct(&t[i + 1], '{'))
			continue;
		close = tok_close(t, i + 1, n, NULL, 0, &nc);
		/* Each node: the tokens of its name, then its braces. */
		for (k = i + 2; k < close; k++) {
			size_t b = k, e, j;
			int global = 1;

			while (k < close && !tok_punct(&t[k], '{'))
				k++;
			if (k >= close)
				break;
			strbuf_reset(&node);
			for (j = b; j < k; j++)
				if (!tok_punct(&t[j], ';'))
					strbuf_add(&node, t[j].s, t[j].len);
			e = tok_close(t, k, close, NULL, 0, &nc);
			for (j = k + 1; j < e; j++) {
				if (j + 1 < e && tok_punct(&t[j + 1], ':')) {
					global = tok_eq(&t[j], "global");
					j++;
					continue;
				}
				if (!global || t[j].kind != TOK_IDENT ||
				    j + 1 >= e || !tok_punct(&t[j + 1], ';'))
					continue;
				strbuf_reset(&sb);
				strbuf_add(&sb, t[j].s, t[j].len);
				strbuf_addf(&sb, " (%s)", ctx->path);
				ctx_fact_begin(ctx, KIND, sb.buf, sb.len,
					       t[j].line, 0);
				inventory_fact_attr(ctx->inv, "version",
						    node.buf, node.len);
				inventory_fact_end(ctx->inv);
			}
			k = e;
		}
		i = close;
	}
	strbuf_release(&node);
	strbuf_release(&sb);
}

const struct extractor vdso_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 1,
	.want_path = vdso_want_path,
	.extract = vdso_extract,
};
