// SPDX-License-Identifier: GPL-2.0
/*
 * The table of output formats: adding one is one file and one row.
 */
#include <string.h>

#include "core/util.h"
#include "output/output.h"

const struct output_format *const output_formats[] = {
	&output_text,
	&output_json,
	&output_markdown,
	&output_html,
};

const size_t nr_output_formats = ARRAY_SIZE(output_formats);

const struct output_format *output_find(const char *name)
{
	size_t i;

	for (i = 0; i < nr_output_formats; i++)
		if (!strcmp(output_formats[i]->name, name))
			return output_formats[i];
	return NULL;
}
