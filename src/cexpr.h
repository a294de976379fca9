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

#include "lexer.h"

/* Deepest nesting of parentheses and macro lookups evaluated. */
#define CEXPR_MAX_DEPTH 64

/*
 * Look up the value of identifier @name; return 0 and set *val if it is
 * known, -1 if not.  @depth is passed on to nested cexpr_eval() calls.
 */
typedef int (*cexpr_lookup_fn)(void *data, const char *name, size_t len,
			       uint64_t *val, int depth);

int cexpr_eval(uint64_t *out, const struct token *t, size_t n,
	       cexpr_lookup_fn lookup, void *data, int depth);
int cexpr_eval_str(uint64_t *out, const char *s, cexpr_lookup_fn lookup,
		   void *data, int depth);
int cexpr_parse_int(uint64_t *out, const char *s, size_t len);

#endif
