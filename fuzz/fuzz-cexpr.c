// SPDX-License-Identifier: GPL-2.0
/* The constant expression evaluator on any expression. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "c/cexpr.h"
#include "core/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int lookup(void *data, const char *name, size_t len, uint64_t *val,
		  int depth);
static int call(void *data, const struct token *name,
		const struct token *args, size_t n, uint64_t *val, int depth);

static const struct cexpr_env env = { lookup, call, NULL };

/* A and B are numbers; R refers to itself, as a macro loop would. */
static int lookup(void *data, const char *name, size_t len, uint64_t *val,
		  int depth)
{
	(void)data;
	if (len == 1 && (name[0] == 'A' || name[0] == 'B')) {
		*val = name[0] == 'A' ? 1 : UINT64_MAX;
		return 0;
	}
	if (len == 1 && name[0] == 'R')
		return cexpr_eval_str(val, "R + 1", &env, depth);
	return -1;
}

/* F(x) is its argument, evaluated. */
static int call(void *data, const struct token *name,
		const struct token *args, size_t n, uint64_t *val, int depth)
{
	(void)data;
	if (name->len != 1 || name->s[0] != 'F')
		return -1;
	return cexpr_eval(val, args, n, &env, depth);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = xmalloc(size + 1);
	uint64_t v;

	memcpy(s, data, size);
	s[size] = '\0';
	cexpr_eval_str(&v, s, &env, 0);
	free(s);
	return 0;
}
