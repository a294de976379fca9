// SPDX-License-Identifier: GPL-2.0
/*
 * BPF helpers and kfuncs.
 *
 * Helpers are the FN(name, id) list of __BPF_FUNC_MAPPER (and, since 6.2,
 * ___BPF_FUNC_MAPPER) in the uapi bpf.h: "helper:bpf_NAME" with its
 * number, written or by position.  Kfuncs are the BTF_ID_FLAGS(func,
 * NAME, flags...) of a kfunc set (BTF_KFUNCS_START() or BTF_SET8_START()
 * to the END): "kfunc:NAME" with its flags and set.
 */
#include <string.h>

#include "c/cinit.h"
#include "extract/extract.h"
#include "core/util.h"

#define KIND "bpf"

static const char *const bpf_triggers[] = {
	"BTF_ID_FLAGS", "__BPF_FUNC_MAPPER", NULL,
};

/* The body of #define [_]__BPF_FUNC_MAPPER(FN...): FN(name[, id]) ... */
static void helpers(struct extract_ctx *ctx, const struct token *t,
		    size_t n, size_t i)
{
	struct strbuf sb = STRBUF_INIT;
	unsigned int pos = 0;

	for (; i + 1 < n && t[i].kind != TOK_EOD; i++) {
		struct cinit_call c;

		if (!tok_eq(&t[i], "FN") || cinit_call(&c, t, i, n) || !c.nargs ||
		    c.e[0] != c.b[0] + 1 || t[c.b[0]].kind != TOK_IDENT)
			continue;
		strbuf_reset(&sb);
		strbuf_addstr(&sb, "helper:bpf_");
		strbuf_add(&sb, t[c.b[0]].s, t[c.b[0]].len);
		ctx_fact_begin(ctx, KIND, sb.buf, sb.len, t[i].line, 0);
		strbuf_reset(&sb);
		if (c.nargs >= 2 && c.e[1] == c.b[1] + 1 &&
		    t[c.b[1]].kind == TOK_NUMBER)
			strbuf_add(&sb, t[c.b[1]].s, t[c.b[1]].len);
		else
			strbuf_addf(&sb, "%u", pos);
		inventory_fact_attr(ctx->inv, "id", sb.buf, sb.len);
		inventory_fact_end(ctx->inv);
		pos++;
		i = c.close;
	}
	strbuf_release(&sb);
}

static void bpf_extract(struct extract_ctx *ctx)
{
	const struct token_vec *toks = ctx_tokens(ctx);
	const struct token *t = toks->v;
	struct strbuf sb = STRBUF_INIT;
	const struct token *set = NULL;
	size_t n = toks->n - 1, i, a;

	for (i = 0; i + 1 < n; i++) {
		struct cinit_call c;

		if ((t[i].flags & TOKF_PP) && i && tok_eq(&t[i - 1], "define") &&
		    (tok_eq(&t[i], "__BPF_FUNC_MAPPER") ||
		     tok_eq(&t[i], "___BPF_FUNC_MAPPER"))) {
			/* The 6.2+ __BPF_FUNC_MAPPER only wraps ___BPF_... */
			size_t k;
			int has_fn = 0;

			for (k = i; k < n && t[k].kind != TOK_EOD; k++)
				has_fn |= tok_eq(&t[k], "FN") &&
					  k + 2 < n && t[k + 2].kind == TOK_IDENT &&
					  tok_punct(&t[k + 1], '(') &&
					  !tok_eq(&t[k + 2], "FN");
			if (has_fn)
				helpers(ctx, t, n, i + 1);
			continue;
		}
		if ((t[i].flags & TOKF_PP) || t[i].kind != TOK_IDENT)
			continue;
		if ((tok_eq(&t[i], "BTF_KFUNCS_START") ||
		     tok_eq(&t[i], "BTF_SET8_START")) &&
		    !cinit_call(&c, t, i, n) && c.nargs == 1) {
			set = &t[c.b[0]];
			continue;
		}
		if (tok_eq(&t[i], "BTF_KFUNCS_END") || tok_eq(&t[i], "BTF_SET8_END")) {
			set = NULL;
			continue;
		}
		if (!set || !tok_eq(&t[i], "BTF_ID_FLAGS") ||
		    cinit_call(&c, t, i, n) || c.nargs < 2 ||
		    !tok_eq(&t[c.b[0]], "func") || c.e[1] != c.b[1] + 1)
			continue;
		strbuf_reset(&sb);
		strbuf_addstr(&sb, "kfunc:");
		strbuf_add(&sb, t[c.b[1]].s, t[c.b[1]].len);
		ctx_fact_begin(ctx, KIND, sb.buf, sb.len, t[i].line, 0);
		inventory_fact_attr(ctx->inv, "set", set->s, set->len);
		strbuf_reset(&sb);
		for (a = 2; a < c.nargs; a++) {
			if (sb.len)
				strbuf_addstr(&sb, " | ");
			tok_text(&sb, &t[c.b[a]], &t[c.e[a]]);
		}
		if (sb.len)
			inventory_fact_attr(ctx->inv, "flags", sb.buf, sb.len);
		inventory_fact_end(ctx->inv);
		i = c.close;
	}
	strbuf_release(&sb);
}

const struct extractor bpf_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 1,
	.triggers = bpf_triggers,
	.want_path = want_kernel_source,
	.extract = bpf_extract,
};
