// SPDX-License-Identifier: GPL-2.0
/*
 * The table of annotators: adding one is one file and one row.
 */
#include <stddef.h>

#include "scan/annotate.h"

extern const struct annotator maintainers_annotator;

const struct annotator *const annotators[] = {
	&maintainers_annotator,
	NULL,
};

void annotate_inventory(struct inventory *inv, struct source *src)
{
	size_t i;

	for (i = 0; annotators[i]; i++)
		annotators[i]->annotate(inv, src);
}
