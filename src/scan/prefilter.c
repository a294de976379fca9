// SPDX-License-Identifier: GPL-2.0
#include <git2.h>
#include <hs/hs.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "core/util.h"
#include "scan/cache.h"
#include "scan/prefilter.h"

struct prefilter {
	hs_database_t *db;
	hs_scratch_t *proto;
	uint64_t *masks;
	size_t *lens;
	size_t n;
};

struct prefilter_scratch {
	hs_scratch_t *hs;
};

struct match_ctx {
	const uint64_t *masks;
	uint64_t want;
	uint64_t found;
};

struct find_ctx {
	const struct prefilter *pf;
	uint64_t want;
	size_t **at, *alloc, n;
};

/*
 * Whether word @i adds nothing to which extractors wake: it contains a
 * shorter (or an earlier, equal) word that wakes at least its own, so
 * wherever it occurs that one does too.  Fewer words make a faster
 * database: the four such among the 76 of a kernel scan (cmdline's
 * variants) took it from 1.5 to 1.7 GB/s.
 */
static int covered(const char *const *words, const uint64_t *masks,
		   const size_t *lens, size_t n, size_t i)
{
	size_t j;

	for (j = 0; j < n; j++) {
		if (j == i || !lens[j] || lens[j] > lens[i] ||
		    (lens[j] == lens[i] && j > i) || (masks[i] & ~masks[j]))
			continue;
		if (strstr(words[i], words[j]))
			return 1;
	}
	return 0;
}

/* A prefilter of @words and @masks, with no database yet. */
static struct prefilter *prefilter_alloc(const char *const *words,
					 const uint64_t *masks, size_t n)
{
	struct prefilter *pf = xcalloc(1, sizeof(*pf));
	size_t i;

	pf->masks = xcalloc(n + 1, sizeof(*pf->masks));
	if (n)
		memcpy(pf->masks, masks, n * sizeof(*masks));
	pf->lens = xcalloc(n + 1, sizeof(*pf->lens));
	for (i = 0; i < n; i++)
		pf->lens[i] = strlen(words[i]);
	pf->n = n;
	return pf;
}

int prefilter_new(struct prefilter **out, const char *const *words,
		  const uint64_t *masks, size_t n, unsigned int how)
{
	struct prefilter *pf = prefilter_alloc(words, masks, n);
	const char **kept = xcalloc(n + 1, sizeof(*kept));
	size_t *kept_lens = xcalloc(n + 1, sizeof(*kept_lens));
	unsigned int *ids = xcalloc(n + 1, sizeof(*ids));
	unsigned int *flags = xcalloc(n + 1, sizeof(*flags));
	const size_t *lens = pf->lens;
	hs_compile_error_t *cerr = NULL;
	int err = -1;
	size_t i, k = 0;

	*out = pf;
	if (!n) {
		err = 0;
		goto out;
	}
	for (i = 0; i < n; i++) {
		/* Each occurrence has its offset: keep every word then. */
		if (!(how & PREFILTER_EVERY) &&
		    covered(words, masks, lens, n, i))
			continue;
		kept[k] = words[i];
		kept_lens[k] = lens[i];
		ids[k] = (unsigned int)i;
		flags[k++] = how & PREFILTER_EVERY ? 0 : HS_FLAG_SINGLEMATCH;
	}
	if (hs_compile_lit_multi(kept, flags, ids, kept_lens, (unsigned int)k,
				 HS_MODE_BLOCK, NULL, &pf->db, &cerr) != HS_SUCCESS) {
		error("cannot compile the trigger words: %s",
		      cerr ? cerr->message : "unknown error");
		hs_free_compile_error(cerr);
		goto out;
	}
	if (hs_alloc_scratch(pf->db, &pf->proto) != HS_SUCCESS) {
		error("cannot allocate prefilter scratch space");
		goto out;
	}
	err = 0;
out:
	free(kept);
	free(kept_lens);
	free(ids);
	free(flags);
	return err;
}

/* The cache's key of the database of @words, @masks and @how. */
static int database_key(struct strbuf *key, const char *const *words,
			const uint64_t *masks, size_t n, unsigned int how)
{
	char hex[GIT_OID_HEXSZ + 1];
	struct strbuf sb = STRBUF_INIT;
	git_oid oid;
	size_t i;
	int err;

	strbuf_add(&sb, &how, sizeof(how));
	for (i = 0; i < n; i++) {
		strbuf_add(&sb, words[i], strlen(words[i]) + 1);
		strbuf_add(&sb, &masks[i], sizeof(masks[i]));
	}
	err = git_odb_hash(&oid, sb.buf, sb.len, GIT_OBJECT_BLOB);
	strbuf_release(&sb);
	if (err < 0)
		return -1;
	git_oid_tostr(hex, sizeof(hex), &oid);
	strbuf_addf(key, "prefilter %s hyperscan-%s", hex, hs_version());
	return 0;
}

int prefilter_new_cached(struct prefilter **out, struct cache *c,
			 const char *const *words, const uint64_t *masks,
			 size_t n, unsigned int how)
{
	struct strbuf key = STRBUF_INIT, sb = STRBUF_INIT;
	struct prefilter *pf;
	char *bytes = NULL;
	size_t len;
	int err;

	if (!c || !n || database_key(&key, words, masks, n, how) < 0) {
		strbuf_release(&key);
		return prefilter_new(out, words, masks, n, how);
	}
	if (cache_bytes_get(c, key.buf, &sb) == 0) {
		pf = prefilter_alloc(words, masks, n);
		if (hs_deserialize_database(sb.buf, sb.len, &pf->db) ==
		    HS_SUCCESS &&
		    hs_alloc_scratch(pf->db, &pf->proto) == HS_SUCCESS) {
			*out = pf;
			err = 0;
			goto out;
		}
		/* Not one of ours after all: compile, and keep that. */
		prefilter_free(pf);
	}
	err = prefilter_new(out, words, masks, n, how);
	if (!err && (*out)->db &&
	    hs_serialize_database((*out)->db, &bytes, &len) == HS_SUCCESS) {
		cache_bytes_put(c, key.buf, bytes, len);
		free(bytes);
	}
out:
	strbuf_release(&key);
	strbuf_release(&sb);
	return err;
}

void prefilter_free(struct prefilter *pf)
{
	if (!pf)
		return;
	hs_free_scratch(pf->proto);
	hs_free_database(pf->db);
	free(pf->masks);
	free(pf->lens);
	free(pf);
}

struct prefilter_scratch *prefilter_scratch_new(struct prefilter *pf)
{
	struct prefilter_scratch *s = xcalloc(1, sizeof(*s));

	if (pf->proto && hs_clone_scratch(pf->proto, &s->hs) != HS_SUCCESS)
		die("cannot allocate prefilter scratch space");
	return s;
}

void prefilter_scratch_free(struct prefilter_scratch *s)
{
	if (!s)
		return;
	hs_free_scratch(s->hs);
	free(s);
}

static int on_match(unsigned int id, unsigned long long from,
		    unsigned long long to, unsigned int flags, void *data)
{
	struct match_ctx *m = data;

	(void)from;
	(void)to;
	(void)flags;
	m->found |= m->masks[id];
	/* Non-zero stops the scan: nothing more to learn. */
	return (m->found & m->want) == m->want;
}

uint64_t prefilter_scan(struct prefilter *pf, struct prefilter_scratch *s,
			const char *buf, size_t len, uint64_t want)
{
	struct match_ctx m = { pf->masks, want, 0 };
	hs_error_t rc;

	if (!pf->db || !want)
		return 0;
	/* Hyperscan takes lengths as unsigned int; sources cap file size. */
	if (len > 0xffffffffu)
		return want;
	rc = hs_scan(pf->db, buf, (unsigned int)len, 0, s->hs, on_match, &m);
	if (rc != HS_SUCCESS && rc != HS_SCAN_TERMINATED)
		return want;
	return m.found & want;
}

static int on_find(unsigned int id, unsigned long long from,
		   unsigned long long to, unsigned int flags, void *data)
{
	struct find_ctx *f = data;

	(void)from;
	(void)flags;
	if (f->pf->masks[id] & f->want) {
		ALLOC_GROW(*f->at, f->n + 1, *f->alloc);
		(*f->at)[f->n++] = (size_t)to - f->pf->lens[id];
	}
	return 0;
}

static int cmp_offset(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

int prefilter_find(size_t *nat, struct prefilter *pf,
		   struct prefilter_scratch *s, const char *buf, size_t len,
		   uint64_t want, size_t **at, size_t *alloc)
{
	struct find_ctx f = { pf, want, at, alloc, 0 };
	size_t i, n = 0;

	*nat = 0;
	if (!pf->db || len > 0xffffffffu ||
	    hs_scan(pf->db, buf, (unsigned int)len, 0, s->hs, on_find,
		    &f) != HS_SUCCESS)
		return -1;
	/* Matches come by their end; words of one start come once. */
	if (f.n)
		qsort(*at, f.n, sizeof(**at), cmp_offset);
	for (i = 0; i < f.n; i++)
		if (!n || (*at)[n - 1] != (*at)[i])
			(*at)[n++] = (*at)[i];
	*nat = n;
	return 0;
}
