// SPDX-License-Identifier: GPL-2.0
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "extract.h"
#include "prefilter.h"
#include "scan.h"
#include "util.h"

/* git's heuristic: a NUL byte in the first 8000 makes a file binary. */
#define BINARY_PROBE 8000

struct scan_file {
	const char *path;
	uint64_t always;	/* extractors that run on it regardless */
	uint64_t triggered;	/* extractors that need a trigger word */
};

struct scan {
	struct source *src;
	struct inventory *inv;
	uint64_t kinds;
	struct scan_file *files;
	size_t nfiles, alloc;
	atomic_size_t next;
	struct prefilter *pf;
};

struct worker {
	struct scan *scan;
	pthread_t thread;
	struct inventory inv;
	void *states[64];
};

static void add_file(const char *path, void *data)
{
	struct scan *s = data;
	uint64_t always = 0, triggered = 0;
	struct scan_file *f;
	size_t i;

	for (i = 0; i < nr_extractors; i++) {
		if (!(s->kinds & (UINT64_C(1) << i)))
			continue;
		switch (extractors[i]->want_path(path)) {
		case WANT_ALWAYS:
			always |= UINT64_C(1) << i;
			break;
		case WANT_IF_TRIGGERED:
			triggered |= UINT64_C(1) << i;
			break;
		case WANT_NO:
			break;
		}
	}
	if (!always && !triggered)
		return;
	ALLOC_GROW(s->files, s->nfiles + 1, s->alloc);
	f = &s->files[s->nfiles++];
	f->path = arena_strdup(&s->inv->arena, path);
	f->always = always;
	f->triggered = triggered;
}

static void scan_one(struct worker *w, struct scan_file *f, struct strbuf *buf,
		     struct strbuf *err, struct token_vec *toks,
		     struct prefilter_scratch *scratch)
{
	struct scan *s = w->scan;
	struct extract_ctx ctx;
	uint64_t run;
	size_t i;

	strbuf_reset(err);
	if (s->src->ops->read(s->src, f->path, buf, err) < 0) {
		inventory_problem(&w->inv, f->path, "%s, skipped", err->buf);
		return;
	}
	w->inv.files++;
	if (memchr(buf->buf, '\0', buf->len < BINARY_PROBE ? buf->len :
		   BINARY_PROBE)) {
		inventory_problem(&w->inv, f->path, "binary file, skipped");
		return;
	}
	run = f->always;
	if (f->triggered)
		run |= prefilter_scan(s->pf, scratch, buf->buf, buf->len,
				      f->triggered);
	if (!run)
		return;
	if (memchr(buf->buf, '\0', buf->len))
		inventory_problem(&w->inv, f->path,
				  "NUL byte after the start, read as white space");

	memset(&ctx, 0, sizeof(ctx));
	ctx.path = f->path;
	ctx.buf = buf->buf;
	ctx.len = buf->len;
	ctx.inv = &w->inv;
	ctx.toks = toks;
	for (i = 0; i < nr_extractors; i++) {
		if (!(run & (UINT64_C(1) << i)))
			continue;
		ctx.state = w->states[i];
		extractors[i]->extract(&ctx);
	}
}

static void *worker_main(void *arg)
{
	struct worker *w = arg;
	struct scan *s = w->scan;
	struct strbuf buf = STRBUF_INIT, err = STRBUF_INIT;
	struct token_vec toks = { 0 };
	struct prefilter_scratch *scratch = prefilter_scratch_new(s->pf);
	size_t i;

	for (;;) {
		i = atomic_fetch_add(&s->next, 1);
		if (i >= s->nfiles)
			break;
		scan_one(w, &s->files[i], &buf, &err, &toks, scratch);
	}
	prefilter_scratch_free(scratch);
	token_vec_release(&toks);
	strbuf_release(&buf);
	strbuf_release(&err);
	return NULL;
}

static int build_prefilter(struct scan *s)
{
	const char **words = NULL;
	uint64_t *masks = NULL;
	size_t n = 0, alloc = 0, masks_alloc = 0, i;
	const char *const *t;
	int err;

	for (i = 0; i < nr_extractors; i++) {
		if (!(s->kinds & (UINT64_C(1) << i)) || !extractors[i]->triggers)
			continue;
		for (t = extractors[i]->triggers; *t; t++) {
			ALLOC_GROW(words, n + 1, alloc);
			ALLOC_GROW(masks, n + 1, masks_alloc);
			words[n] = *t;
			masks[n++] = UINT64_C(1) << i;
		}
	}
	err = prefilter_new(&s->pf, words, masks, n);
	free(words);
	free(masks);
	return err;
}

int scan_source(struct inventory *inv, struct source *src,
		const struct scan_opts *opts)
{
	struct scan s;
	struct worker *workers = NULL;
	void **states = NULL;
	int jobs = opts->jobs, i, j, started = 0, err = -1;
	size_t k;

	if (opts->version != SCAN_OPTS_VERSION)
		BUG("scan_opts version %u", opts->version);
	if (nr_extractors > 64)
		BUG("more than 64 extractors");
	memset(&s, 0, sizeof(s));
	s.src = src;
	s.inv = inv;
	s.kinds = opts->kinds;
	atomic_init(&s.next, 0);
	if (!inv->source)
		inv->source = arena_strdup(&inv->arena, src->name);
	if (build_prefilter(&s) < 0)
		goto out;
	if (src->ops->list(src, add_file, &s, inv) < 0)
		goto out;

	if (jobs <= 0) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);

		jobs = n > 0 ? (int)n : 1;
	}
	if ((size_t)jobs > s.nfiles)
		jobs = s.nfiles ? (int)s.nfiles : 1;
	if (jobs > SCAN_MAX_JOBS)
		jobs = SCAN_MAX_JOBS;
	workers = xcalloc((size_t)jobs, sizeof(*workers));
	states = xcalloc((size_t)jobs, sizeof(*states));
	for (i = 0; i < jobs; i++) {
		workers[i].scan = &s;
		inventory_init(&workers[i].inv);
		for (k = 0; k < nr_extractors; k++)
			if (extractors[k]->state_new)
				workers[i].states[k] = extractors[k]->state_new();
	}
	/* The calling thread is worker 0. */
	for (i = 1; i < jobs; i++) {
		if (pthread_create(&workers[i].thread, NULL, worker_main,
				   &workers[i]))
			break;
		started++;
	}
	worker_main(&workers[0]);
	for (i = 1; i <= started; i++)
		pthread_join(workers[i].thread, NULL);
	/* Threads that did not start left their files to the others. */
	for (i = 0; i < jobs; i++)
		inventory_absorb(inv, &workers[i].inv);

	for (k = 0; k < nr_extractors; k++) {
		const struct extractor *ex = extractors[k];

		for (i = 0; i < jobs; i++)
			states[i] = workers[i].states[k];
		if (ex->finish && (s.kinds & (UINT64_C(1) << k)))
			ex->finish(inv, states, jobs);
		for (j = 0; j < jobs; j++)
			if (ex->state_free && states[j])
				ex->state_free(states[j]);
	}
	inventory_finish(inv);
	err = 0;
out:
	if (workers)
		for (i = 0; i < jobs; i++)
			inventory_release(&workers[i].inv);
	free(workers);
	free(states);
	free(s.files);
	prefilter_free(s.pf);
	return err;
}
