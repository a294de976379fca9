// SPDX-License-Identifier: GPL-2.0
/*
 * The table of annotators: adding one is one file and one row.
 */
#include <stddef.h>
#include <string.h>

#include "core/util.h"
#include "extract/extract.h"
#include "scan/annotate.h"

extern const struct annotator documented_annotator;
extern const struct annotator maintainers_annotator;

const struct annotator *const annotators[] = {
	&documented_annotator,
	&maintainers_annotator,
	NULL,
};

void annotate_inventory(struct inventory *inv, struct source *src,
			const struct annotate_opts *opts)
{
	size_t i;

	if (opts->version != ANNOTATE_OPTS_VERSION)
		BUG("annotate_opts version %u", opts->version);
	for (i = 0; annotators[i]; i++)
		annotators[i]->annotate(inv, src, opts);
}

int annotate_reads_path(const char *path)
{
	const char *const *in;
	size_t i, n;

	for (i = 0; annotators[i]; i++)
		for (in = annotators[i]->inputs; in && *in; in++) {
			n = strlen(*in);
			if ((*in)[n - 1] == '/' ? !strncmp(path, *in, n) :
			    !strcmp(path, *in))
				return 1;
		}
	return 0;
}

void annotate_key(struct strbuf *key)
{
	size_t i;

	strbuf_addstr(key, " annotated");
	for (i = 0; annotators[i]; i++)
		strbuf_addf(key, " %s-%u", annotators[i]->name,
			    annotators[i]->version);
}

/* The scan_opts.kinds bits of the kinds in @list ("a,b"). */
static uint64_t list_kinds(const char *list)
{
	const struct extractor *ex;
	uint64_t mask = 0;
	char kind[64];
	size_t i, n;

	for (; *list; list += n + !!list[n]) {
		n = strcspn(list, ",");
		if (n >= sizeof(kind))
			BUG("kind '%.*s' too long", (int)n, list);
		memcpy(kind, list, n);
		kind[n] = '\0';
		ex = extractor_for_kind(kind);
		if (!ex)
			BUG("annotator reads unknown kind '%s'", kind);
		for (i = 0; i < nr_extractors; i++)
			if (extractors[i] == ex)
				mask |= UINT64_C(1) << i;
	}
	return mask;
}

uint64_t annotate_scan_kinds(uint64_t kinds)
{
	uint64_t group;
	size_t i;

	for (i = 0; annotators[i]; i++) {
		if (!annotators[i]->reads)
			continue;
		group = list_kinds(annotators[i]->reads);
		if (kinds & group)
			kinds |= group;
	}
	return kinds;
}
