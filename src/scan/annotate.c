// SPDX-License-Identifier: GPL-2.0
/*
 * The table of annotators: adding one is one file and one row.
 */
#include <pthread.h>
#include <stddef.h>
#include <string.h>

#include "core/util.h"
#include "extract/extract.h"
#include "scan/annotate.h"
#include "scan/cache.h"

extern const struct annotator documented_annotator;
extern const struct annotator maintainers_annotator;

const struct annotator *const annotators[] = {
	&documented_annotator,
	&maintainers_annotator,
	NULL,
};

#define MAX_ANNOTATORS 8

/* An annotator's prepare(), on a thread of its own if it could start. */
struct prepare_job {
	const struct annotator *a;
	const struct inventory *inv;
	struct source *src;
	const struct annotate_opts *opts;
	struct strbuf kept;
	void *prepared;
	pthread_t thread;
	int started;
};

static void *prepare_main(void *arg)
{
	struct prepare_job *j = arg;

	j->prepared = j->a->prepare(j->inv, j->src, j->opts, &j->kept);
	return NULL;
}

/* The key of the row where @a keeps what it found (->kept). */
static void kept_key(struct strbuf *key, const struct annotator *a)
{
	cache_key(key, a->kept);
	strbuf_addf(key, " %s-%u", a->name, a->version);
}

/*
 * The annotators in the table's order, as if one after the other; those
 * with a prepare() start it first, each on a thread (MAINTAINERS matched
 * to each file while @documented reads the documentation), and apply it
 * in their turn.
 */
void annotate_inventory(struct inventory *inv, struct source *src,
			const struct annotate_opts *opts)
{
	struct prepare_job jobs[MAX_ANNOTATORS];
	struct strbuf key = STRBUF_INIT;
	size_t i;

	if (opts->version != ANNOTATE_OPTS_VERSION)
		BUG("annotate_opts version %u", opts->version);
	for (i = 0; annotators[i]; i++) {
		if (i == MAX_ANNOTATORS)
			BUG("more than %d annotators", MAX_ANNOTATORS);
		jobs[i].a = annotators[i];
		jobs[i].inv = inv;
		jobs[i].src = src;
		jobs[i].opts = opts;
		strbuf_init(&jobs[i].kept, 0);
		if (annotators[i]->kept && opts->cache) {
			kept_key(&key, annotators[i]);
			cache_bytes_get(opts->cache, key.buf, &jobs[i].kept);
			strbuf_reset(&key);
		}
		jobs[i].started = annotators[i]->prepare &&
				  !pthread_create(&jobs[i].thread, NULL,
						  prepare_main, &jobs[i]);
	}
	for (i = 0; annotators[i]; i++) {
		if (!annotators[i]->prepare) {
			annotators[i]->annotate(inv, src, opts);
			continue;
		}
		if (jobs[i].started)
			pthread_join(jobs[i].thread, NULL);
		else
			prepare_main(&jobs[i]);
		strbuf_reset(&jobs[i].kept);
		annotators[i]->apply(inv, jobs[i].prepared, &jobs[i].kept);
		if (jobs[i].kept.len && opts->cache) {
			kept_key(&key, annotators[i]);
			cache_bytes_put(opts->cache, key.buf, jobs[i].kept.buf,
					jobs[i].kept.len);
			strbuf_reset(&key);
		}
	}
	for (i = 0; annotators[i]; i++)
		strbuf_release(&jobs[i].kept);
	strbuf_release(&key);
}

/* Whether the comma-separated @list names @kind. */
static int list_has(const char *list, const char *kind)
{
	size_t n = strlen(kind), len;

	for (; list && *list; list += len + !!list[len]) {
		len = strcspn(list, ",");
		if (len == n && !strncmp(list, kind, n))
			return 1;
	}
	return 0;
}

int annotate_whole_kind(const char *kind)
{
	size_t i;

	for (i = 0; annotators[i]; i++)
		if (list_has(annotators[i]->whole, kind))
			return 1;
	return 0;
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
