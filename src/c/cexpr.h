/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Evaluation of C integer constant expressions, as written in kernel
 * headers: literals, other macros (through a lookup callback), casts to
 * integer types, and the usual unary and binary operators.  Arithmetic is
 * done in 64 bits, unsigned, so no input can cause undefined behaviour.
 */
#ifndef ABIWATCH_CEXPR_H
#define ABIWATCH_CEXPR_H

#include <stddef.h>
#include <stdint.h>

#include "c/lexer.h"

/* Deepest nesting of parentheses and macro lookups evaluated. */
#define CEXPR_MAX_DEPTH 64

/*
 * What identifiers mean, supplied by the caller.  Each callback returns 0
 * and sets *val if it knows the value, -1 if not; @depth is passed on to
 * nested cexpr_eval() calls.  Either callback may be NULL.
 */
struct cexpr_env {
	/* The value of identifier @name. */
	int (*lookup)(void *data, const char *name, size_t len, uint64_t *val,
		      int depth);
	/*
	 * The value of name(...), a function-like macro or sizeof: @args
	 * are the @n tokens between the parentheses.
	 */
	int (*call)(void *data, const struct token *name,
		    const struct token *args, size_t n, uint64_t *val,
		    int depth);
	void *data;
};

int cexpr_eval(uint64_t *out, const struct token *t, size_t n,
	       const struct cexpr_env *env, int depth);
int cexpr_eval_str(uint64_t *out, const char *s, const struct cexpr_env *env,
		   int depth);
int cexpr_parse_int(uint64_t *out, const char *s, size_t len);

#endif
