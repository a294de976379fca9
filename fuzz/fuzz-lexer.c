// SPDX-License-Identifier: GPL-2.0
/* The lexer on any bytes: it must never read outside them. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct token_vec v = { 0 };
	char *buf = xmalloc(size ? size : 1);
	uint32_t line;
	size_t i;

	memcpy(buf, data, size);
	lexer_tokenize(&v, buf, size, &line);
	/* Every token lies inside the buffer. */
	for (i = 0; i + 1 < v.n; i++)
		if (v.v[i].s < buf || v.v[i].s + v.v[i].len > buf + size)
			abort();
	token_vec_release(&v);
	free(buf);
	return 0;
}
