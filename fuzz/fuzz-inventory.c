// SPDX-License-Identifier: GPL-2.0
/*
 * What abiwatch reads back from disk, of any content: a saved inventory
 * (read it, or say why not), and the packed facts of a cache row (read
 * them or refuse them; what is read packs again to a fixed point).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "scan/cache.h"
#include "source/inventory-file.h"
#include "core/strbuf.h"
#include "core/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void packed_facts(const uint8_t *data, size_t size)
{
	struct inventory a, b;
	struct strbuf once = STRBUF_INIT, twice = STRBUF_INIT;

	inventory_init(&a);
	inventory_init(&b);
	if (cache_facts_unpack(&a, "f.c", (const char *)data, size) == 0) {
		cache_facts_pack(&once, a.items, a.nitems);
		if (cache_facts_unpack(&b, "f.c", once.buf, once.len) < 0)
			abort();	/* what it packs, it reads */
		cache_facts_pack(&twice, b.items, b.nitems);
		if (once.len != twice.len ||
		    memcmp(once.buf, twice.buf, once.len))
			abort();
	}
	inventory_release(&a);
	inventory_release(&b);
	strbuf_release(&once);
	strbuf_release(&twice);
}

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
	packed_facts(data, size);
	return 0;
}
