/* SPDX-License-Identifier: GPL-2.0 */
/*
 * An inventory saved with 'abiwatch scan --format json', read back with
 * jansson, which rejects a truncated or malformed file.  The schema is
 * docs/json-schema.md.
 */
#ifndef ABIWATCH_INVENTORY_FILE_H
#define ABIWATCH_INVENTORY_FILE_H

#include <stddef.h>

#include "core/inventory.h"
#include "core/strbuf.h"

/*
 * Read a saved inventory into @inv.  Returns 0, or -1 with one line in
 * @err that names the file and what is wrong with it.
 */
int inventory_load(struct inventory *inv, const char *path,
		   struct strbuf *err);
/* The same from JSON in memory, named @name in messages. */
int inventory_load_buffer(struct inventory *inv, const char *buf, size_t len,
			  const char *name, struct strbuf *err);

#endif
