// SPDX-License-Identifier: GPL-2.0
/*
 * The table of annotators: adding one is one file and one row.
 */
#include <stddef.h>

#include "scan/annotate.h"

const struct annotator *const annotators[] = {
	NULL,
};

void annotate_inventory(struct inventory *inv, struct source *src)
{
	size_t i;

	for (i = 0; annotators[i]; i++)
		annotators[i]->annotate(inv, src);
}
