// SPDX-License-Identifier: GPL-2.0
/* A saved inventory of any content: read it, or say why not. */
#include <stdint.h>
#include <stdlib.h>

#include "source.h"
#include "strbuf.h"
#include "util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct inventory inv;
	struct strbuf err = STRBUF_INIT;

	inventory_init(&inv);
	if (inventory_load_buffer(&inv, (const char *)data, size, "fuzz",
				  &err) == 0)
		inventory_finish(&inv);
	else if (!err.len)
		abort();	/* a refusal always says why */
	inventory_release(&inv);
	strbuf_release(&err);
	return 0;
}
