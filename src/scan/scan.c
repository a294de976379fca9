// SPDX-License-Identifier: GPL-2.0
#include <git2.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/pack.h"
#include "core/progress.h"
#include "core/util.h"
#include "extract/extract.h"
#include "scan/annotate.h"
#include "scan/cache.h"
#include "scan/prefilter.h"
#include "scan/scan.h"

/* git's heuristic: a NUL byte in the first 8000 makes a file binary. */
#define BINARY_PROBE 8000

struct scan_file {
	const char *path;
	/*
	 * In a scan with a memo, the memo's string of @path (memo_path),
	 * one for each path: the memo's rows are found by it.
	 */
	const char *ipath;
	uint64_t always;	/* extractors that run on it regardless */
	uint64_t triggered;	/* extractors that need a trigger word */
	/* With a per-blob cache: the blob, and what the cache had of it. */
	const char *id;
	int id_given;		/* @id is the source's (name_file()) */
	int cached;
	uint64_t rerun;		/* extractors to run on it again */
	const char *row;	/* the others' facts and state (row_pack()) */
	size_t nrow;
	/* Without an id, from a directory with a stat cache: its stat data. */
	int has_stat;
	struct source_stat st;
	/* The extractors that kept something of it for their finish step. */
	uint64_t kept;
	/* The memo's row that gave @row, if one did. */
	struct memo_row *memo;
	/* replay() read @row whole. */
	int replayed;
	/* @row is the directory's rows' (scan.rows), as they were. */
	int from_rows;
};

/*
 * A file's row in the cache, as the scan before had it.  In log's memo
 * @mem holds the path, the id and the row: the next scan takes it over,
 * not a copy, if it has the same file.  A directory's rows point into
 * what the cache gave (scan.snap).
 */
struct memo_row {
	const char *path, *id;
	const char *ipath;	/* scan_file.ipath */
	/*
	 * A log's memo: @id's 40 hex digits, if it has that many, read
	 * beside the row rather than in @mem, which each load's lookups
	 * missed in the CPU's caches (3.5% of a log).
	 */
	char hex[GIT_OID_HEXSZ];
	int has_hex;
	/*
	 * The source's string of @id, if the file's was (scan_file.id_given):
	 * a source that outlives the memo keeps one string for each blob,
	 * so that the same blob is found without reading either (the
	 * reads of the listing's ids missed the CPU's caches, 1.9% of a
	 * log).
	 */
	const char *given_id;
	uint64_t rerun;
	const char *row;
	size_t nrow;
	char *mem;
	/*
	 * The extractors whose kept parts of @row a replay read back whole:
	 * a replay of the same bytes need not try them first again (a
	 * twelfth of loading a commit).
	 */
	uint64_t checked;
	unsigned int gen;	/* scan_memo.prev: when it was left */
	/*
	 * What a replay of @row found in it, for the next (memo_row_learn()):
	 * each log load replayed some 60,000 rows, decoding every fact to
	 * keep a few and parsing the kept parts, a tenth of a load.  @some
	 * are the facts of the row that @keep (a scan_opts.keep) keeps:
	 * packed again in @own (none for most rows), or without @keep the
	 * row's own; @parts its kept parts, read back whole for the
	 * extractors of @learnt.
	 */
	const char *some;
	size_t nsome;
	char *own;
	const struct hash_set *keep;
	struct memo_part *parts;
	size_t nparts;
	uint64_t learnt;
};

/*
 * A kept part of a memo's row, its extractor found.  Its SHA-1 is here,
 * not read in the row: at each load, put_aside() missed the CPU's caches
 * there (1.9% of a log).
 */
struct memo_part {
	size_t ex;
	unsigned char sum[GIT_OID_RAWSZ];
	const char *buf;
	uint32_t len;
};

/*
 * Rows in path order, looked through beside a listing in the same order
 * (memo_rows_next()): a path is most often the next one there.
 */
struct memo_rows {
	struct memo_row *v;
	size_t n, at;
	size_t cap;		/* of @v, in a memo's (rows_take()) */
};

/*
 * What a directory's rows carry besides (put_dir_rows()), so that a scan
 * after an edit of a few files patches the inventory of the scan that
 * wrote them (patch_tree()): its key, the files the annotators read, each
 * with its row key, and the identities (ident_hash()) of its items made
 * of more than one fact, a file's or a finish step's, which one fact
 * alone doesn't give.  Pointing into the rows, but @multi.
 */
struct patch_base {
	const char *key;
	struct memo_row *inputs;
	size_t ninputs;
	uint64_t *multi;
	size_t nmulti;
};

struct scan {
	struct source *src;
	struct inventory *inv;
	uint64_t kinds;
	struct cache *cache;
	/*
	 * With a cache, a directory whose files carry ids or stat data
	 * (worktree.c): its path, and when its listing began.  Its inventory
	 * is kept whatever the kinds, the rows of its files only with every
	 * kind, as git's.
	 */
	struct cache *trees;
	const char *root;
	int64_t start;
	struct arena arena;	/* ids and cached facts */
	struct scan_file *files;
	size_t nfiles, alloc;
	atomic_size_t next;
	struct prefilter *pf;
	/* Where the local_words are, and the extractors that have them. */
	struct prefilter *local_pf;
	uint64_t local;
	atomic_int cache_warned;
	/* For ABIWATCH_TRACE: files the cache gave, and those read again. */
	atomic_size_t nr_cached, nr_reread;
	struct progress_task *task;
	/* scan_opts.annotate, and the files the annotators read (with root). */
	const struct annotate_opts *annotate;
	struct scan_file *inputs;
	size_t ninputs, inputs_alloc;
	/*
	 * With scan_opts.memo: the extractors whose finish step the memo may
	 * give.  What the files kept for them is put aside (worker.later)
	 * until it is known whether the step runs; @unpack is those whose
	 * step runs after all, @parts those of them whose part was given.
	 */
	struct scan_memo *memo;
	uint64_t defer, unpack, parts;
	/*
	 * A directory's rows as a scan before packed them (put_dir_rows()),
	 * in path order, pointing into @snap.
	 */
	char *snap;
	size_t nsnap;
	struct memo_rows rows;
	/* For ABIWATCH_TRACE: whether there were rows, how many files they gave. */
	int had_rows;
	size_t nr_rows;
	/* get_dir_rows() ran, and what the rows said besides (patch_tree()). */
	int rows_tried;
	struct patch_base base;
	/* This scan wrote the directory's rows: its inventory goes with them. */
	int wrote_rows;
	/* For ABIWATCH_TRACE: files patch_tree() read before it declined. */
	size_t patch_read;
	/*
	 * scan_opts.keep, and the kinds whose facts are kept whatever their
	 * identity (finish_reads_facts), NULL-terminated.
	 */
	const struct hash_set *keep;
	const char *whole[64];
};

/* What a file kept for a deferred finish step, not yet in a state. */
struct kept_part {
	const struct scan_file *f;
	size_t ex;
	unsigned char sum[GIT_OID_RAWSZ];	/* its SHA-1 */
	/* In the file's row; NULL: at @off in worker.kept, or worker.fresh. */
	const char *buf;
	int in_kept;
	size_t off, len;
};

/*
 * One finish step as the scan before gave it, and what named its inputs;
 * only the facts of @keep's identities, if not NULL (scan_opts.keep).
 */
struct memo_step {
	int valid;
	git_oid digest;
	struct inventory out;
	const struct hash_set *keep;
};

/* A path's tags (file_wants()), as a scan before found them. */
struct memo_path {
	const char *path;	/* NULL: a free slot */
	uint64_t tag[2];
	/* In a listing, the source's string of the path (paths_owner). */
	const char *given;
};

/*
 * The outputs of a step, or of its part, that a thread's scans last made
 * or took from the cache, by their inputs: a log's bisections go back
 * and forth, and of the 3,976 steps of the bench log's loads, 2,156 had
 * the inputs of the thread's step before, 2,493 those of one of its
 * last eight.
 */
#define MEMO_STEPS 8

struct memo_ring {
	struct memo_step v[MEMO_STEPS];
	unsigned int next;	/* the one to make way next */
};

struct scan_memo {
	struct memo_ring step[64];
	/* The parts of steps (extractor.finish_part) as scans before gave. */
	struct memo_ring part[64];
	/*
	 * The tags of every path listed, by path: a kernel tree has some
	 * 80,000, whose path rules took 8% of loading a commit from the rows.
	 */
	struct memo_path *paths;
	size_t cap, used;
	struct arena arena;
	/*
	 * The listing of the scan before, in its order, and this scan's
	 * being made, their paths the table's: the commits a log loads
	 * list nearly the same paths in the same order, so that a path is
	 * most often the next one there.  The table's lookups, each two
	 * cache misses, were 6% of a load.
	 */
	struct memo_path *listed, *listing;
	size_t nlisted, nlisting, listed_alloc, listing_alloc, at;
	/*
	 * The source's owner of its paths (source_ops.paths_owner), whose
	 * strings the listing's entries keep, and whether the listing
	 * before had the same.
	 */
	const void *owner;
	int given_ok;
	/*
	 * The rows of the files of the scan before, in the order of its
	 * listing, looked through beside the new one as the paths are: the
	 * cache's lookups were 45% of loading a commit from the rows
	 * (SQLite reads a row whole to compare its key on the way), and
	 * log's commits share nearly all their blobs.  A table by path and
	 * id, which they were in before, cost 9% of a load.
	 */
	struct memo_rows rows;
	/*
	 * The rows the scans before left, those of the last PREV_GENS, in
	 * path order, a path's several in the order they were left: a
	 * log's bisections go back and forth, and a blob the commit loaded
	 * before did not have was looked up in SQLite again (in the ~700
	 * log, 9,000 of 15,000 are now found here).
	 */
	struct memo_rows prev;
	unsigned int gen;
	/*
	 * Arrays of rows the two above had, for them again: a kernel
	 * tree's rows take 8 MB, those left 20 MB, and taking them anew
	 * and zeroed at each load was 4% of a log (xcalloc()'s memset()
	 * and the page faults of memory new to the process).
	 */
	struct memo_row *spare[2];
	size_t spare_cap[2];
	/* The prefilters of @pf_kinds, which the scans share. */
	struct prefilter *pf, *local_pf;
	uint64_t pf_kinds;
	/* The finish steps' own memos (extractor.finish_memo). */
	void *finish[64];
	/*
	 * The SHA-1 of the part of what a file kept (extractor.part_kept)
	 * by the SHA-1 of what it kept: SHA-1 of sysfs's channel tables,
	 * megabytes, was 4% of a load.
	 */
	struct part_sum *sums;
	size_t sums_cap, sums_used;
};

struct part_sum {
	unsigned char kept[GIT_OID_RAWSZ], part[GIT_OID_RAWSZ];
	int used, empty;
	size_t ex;
};

/* What a worker learnt of a blob the cache didn't have. */
struct blob_row {
	const struct scan_file *f;
	uint64_t rerun;
	size_t off, len;	/* its packed facts in worker.facts */
	size_t koff, klen;	/* what is kept for finish, in worker.kept */
};

struct worker {
	struct scan *scan;
	struct inventory inv;
	void *states[64];
	struct blob_row *rows;
	size_t nrows, rows_alloc;
	struct strbuf facts;
	/*
	 * The extractors' states of files with a row, one after the other
	 * (row_pack()), and one state packed, on its way to the thread's.
	 */
	struct strbuf kept, packed;
	/* For lexing a file only where local_words are. */
	struct prefilter_scratch *local_scratch;
	size_t *at, at_alloc;
	/* What files kept for deferred finish steps (scan.defer). */
	struct kept_part *later;
	size_t nlater, later_alloc;
	struct strbuf fresh;
	/* Its files replayed, added to scan's at its end. */
	size_t nr_cached, nr_reread;
};

#define NS INT64_C(1000000000)

/*
 * Stat data that may yet change without changing: the file was changed
 * in the second before the listing began, or later (git's racy entries;
 * a second covers the coarse clocks of file systems).
 */
static int racy(const struct scan *s, const struct source_stat *st)
{
	int64_t t = st->mtime_ns > st->ctime_ns ? st->mtime_ns : st->ctime_ns;

	return t >= s->start - NS;
}

/*
 * A file's row in the cache, in a form of our own: the length of its
 * packed facts, those facts, then for each extractor that keeps
 * something of the file for its finish step, its name, the SHA-1 of what
 * state_pack() wrote (which names it among a step's inputs), and that.
 */
static void row_pack(struct strbuf *out, const char *facts, size_t nfacts,
		     const char *kept, size_t nkept)
{
	pack_bytes(out, facts, nfacts);
	strbuf_add(out, kept, nkept);
}

/* The parts of the row of @f: 0, or -1 if it is not one. */
static int row_unpack(const struct scan_file *f, struct unpacker *facts,
		      struct unpacker *kept)
{
	const char *p;
	uint32_t n;

	unpacker_init(facts, f->row, f->nrow);
	p = unpack_bytes(facts, &n);
	if (!p)
		return -1;
	unpacker_init(kept, (const char *)facts->p,
		      (size_t)(facts->end - facts->p));
	unpacker_init(facts, p, n);
	return 0;
}

/*
 * The row of @path in @m, if it is the next path there: rows of paths
 * before it are passed, and not looked at again.  With @ipath, the
 * memo's string of the path, the next row most often has it: the
 * strcmp() of equal paths was 2.6% of a log.
 */
static struct memo_row *memo_rows_next(struct memo_rows *m, const char *path,
				       const char *ipath)
{
	int c = 1;

	if (ipath && m->at < m->n && m->v[m->at].ipath == ipath)
		return &m->v[m->at++];
	while (m->at < m->n && (c = strcmp(m->v[m->at].path, path)) < 0)
		m->at++;
	if (m->at >= m->n || c)
		return NULL;
	return &m->v[m->at++];
}

/* Whether @e is of the blob @id. */
static int row_of_id(const struct memo_row *e, const char *id)
{
	if (e->given_id && e->given_id == id)
		return 1;
	/* strncmp() reads no further in @id than its end. */
	if (e->has_hex)
		return !strncmp(e->hex, id, GIT_OID_HEXSZ) &&
		       !id[GIT_OID_HEXSZ];
	return !strcmp(e->id, id);
}

/*
 * The row of @path and @id among those scans before left, if any; rows
 * of paths before it are passed.
 */
static struct memo_row *memo_prev_find(struct memo_rows *m, const char *path,
				       const char *id)
{
	size_t i;

	while (m->at < m->n && strcmp(m->v[m->at].path, path) < 0)
		m->at++;
	for (i = m->at; i < m->n && !strcmp(m->v[i].path, path); i++)
		if (m->v[i].mem && row_of_id(&m->v[i], id))
			return &m->v[i];
	return NULL;
}

/*
 * The row the scan before had of @f, if any: then @f has it, as cached.
 * The files are asked in the order of the listing, which both scans list
 * in path order; a file of the scan before that is passed is not asked
 * again.
 */
static int memo_row_get(struct scan_memo *m, struct scan_file *f)
{
	struct memo_row *e = memo_rows_next(&m->rows, f->path, f->ipath);

	if (!e || !row_of_id(e, f->id))
		e = memo_prev_find(&m->prev, f->path, f->id);
	if (!e)
		return 0;
	f->cached = 1;
	f->rerun = e->rerun;
	f->row = e->row;
	f->nrow = e->nrow;
	f->memo = e;
	return 1;
}

/* @e: a copy of @f's path and id, and of its row @row[0..@len). */
static void memo_row_copy(struct memo_row *e, const struct scan_file *f,
			  uint64_t rerun, const char *row, size_t len)
{
	size_t plen, ilen;
	char *p;

	/* Nothing learnt of it yet (memo_row_learn()). */
	memset(e, 0, sizeof(*e));
	plen = strlen(f->path) + 1;
	ilen = strlen(f->id) + 1;
	p = xmalloc(plen + ilen + len);
	memcpy(p, f->path, plen);
	memcpy(p + plen, f->id, ilen);
	if (len)
		memcpy(p + plen + ilen, row, len);
	e->mem = p;
	e->path = p;
	e->id = p + plen;
	e->row = p + plen + ilen;
	e->nrow = len;
	e->rerun = rerun;
	e->ipath = f->ipath;
	e->given_id = f->id_given ? f->id : NULL;
	if (ilen == GIT_OID_HEXSZ + 1) {
		memcpy(e->hex, f->id, GIT_OID_HEXSZ);
		e->has_hex = 1;
	}
}

/* What @e holds: its path, id and row, and what a replay learnt of it. */
static void memo_row_free(struct memo_row *e)
{
	free(e->mem);
	free(e->parts);
	free(e->own);
	e->mem = NULL;
	e->parts = NULL;
	e->own = NULL;
}

static void memo_rows_release(struct memo_row *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		memo_row_free(&v[i]);
	free(v);
}

static void dir_rows_free(struct scan *s)
{
	free(s->rows.v);
	memset(&s->rows, 0, sizeof(s->rows));
	free(s->base.inputs);
	free(s->base.multi);
	memset(&s->base, 0, sizeof(s->base));
	cache_rows_free(s->snap, s->nsnap);
	s->snap = NULL;
	s->nsnap = 0;
}

/* A directory's rows, packed (put_dir_rows()). */
#define ROWS_MAGIC "abiwatch rows 2\n"
#define ROW_KEY_MAX 128

/*
 * The key of @f among a directory's rows: its blob id, else its stat data
 * (written in @buf) where the stat cache would trust them; NULL if none.
 */
static const char *row_key(const struct scan *s, const struct scan_file *f,
			   char *buf)
{
	if (f->id)
		return f->id;
	if (!f->has_stat || racy(s, &f->st))
		return NULL;
	snprintf(buf, ROW_KEY_MAX,
		 "stat %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRId64 " %" PRId64,
		 f->st.dev, f->st.ino, f->st.size, f->st.mtime_ns,
		 f->st.ctime_ns);
	return buf;
}

/* The patch base that follows the rows in @u: 0, or -1 if it is not one. */
static int get_patch_base(struct patch_base *b, struct unpacker *u)
{
	const char *path, *key, *multi;
	uint32_t plen, klen, n, i;

	b->key = unpack_bytes(u, &klen);
	if (!b->key || !klen || b->key[klen - 1])
		return -1;
	n = unpack_u32(u);
	if (n > (size_t)(u->end - u->p) / 8)
		return -1;
	b->inputs = xcalloc(n ? n : 1, sizeof(*b->inputs));
	for (i = 0; i < n; i++) {
		path = unpack_bytes(u, &plen);
		key = unpack_bytes(u, &klen);
		if (!path || !key || !plen || !klen || path[plen - 1] ||
		    key[klen - 1])
			return -1;
		b->inputs[i].path = path;
		b->inputs[i].id = key;
	}
	b->ninputs = n;
	multi = unpack_bytes(u, &n);
	if (!multi || n % sizeof(*b->multi))
		return -1;
	b->nmulti = n / sizeof(*b->multi);
	b->multi = xmalloc(n ? n : 1);
	memcpy(b->multi, multi, n);
	return 0;
}

/*
 * The rows a scan before of this directory packed, read whole, in the
 * order of its listing (s->rows), pointing into them.  After an edit, the
 * lookups of 60,000 rows one by one were a quarter of a scan: SQLite
 * reads a row whole to compare its key on the way down.  In a table by
 * path and key they took 20 ms more, of page faults at random.  Rows that
 * can't be read are said, and the files' rows looked up one by one.
 */
static void get_dir_rows(struct scan *s)
{
	struct memo_row *e;
	struct unpacker u;
	size_t magic = strlen(ROWS_MAGIC);
	uint32_t n, i, plen, klen, nrow;
	const char *path, *key, *row;
	uint64_t rerun;

	if (s->rows_tried)
		return;
	s->rows_tried = 1;
	if (cache_rows_get(s->cache, s->root, &s->snap, &s->nsnap) < 0)
		return;
	/* Rows of another abiwatch are not ours to read: no word of them. */
	if (s->nsnap >= magic && !memcmp(s->snap, ROWS_MAGIC, magic - 2) &&
	    memcmp(s->snap, ROWS_MAGIC, magic)) {
		dir_rows_free(s);
		return;
	}
	if (s->nsnap < magic || memcmp(s->snap, ROWS_MAGIC, magic))
		goto bad;
	unpacker_init(&u, s->snap + magic, s->nsnap - magic);
	n = unpack_u32(&u);
	if (n > s->nsnap / 8)
		goto bad;
	s->rows.v = xcalloc(n, sizeof(*s->rows.v));
	for (i = 0; i < n; i++) {
		path = unpack_bytes(&u, &plen);
		key = unpack_bytes(&u, &klen);
		rerun = unpack_u32(&u);
		rerun |= (uint64_t)unpack_u32(&u) << 32;
		row = unpack_bytes(&u, &nrow);
		if (!path || !key || !row || !plen || !klen ||
		    path[plen - 1] || key[klen - 1])
			goto bad;
		e = &s->rows.v[s->rows.n++];
		e->path = path;
		e->id = key;
		e->rerun = rerun;
		e->row = row;
		e->nrow = nrow;
	}
	if (get_patch_base(&s->base, &u) == 0 && unpack_end(&u) == 0) {
		s->had_rows = 1;
		return;
	}
bad:
	warning("cache: the rows of %s can't be read: looking up its files' one by one",
		s->root);
	dir_rows_free(s);
}

/*
 * @f's row from the directory's rows, if they have it: as cached.  As in
 * lookup_file(), only the extractors that want it now run again.
 */
static int dir_row_get(struct scan *s, struct scan_file *f)
{
	char buf[ROW_KEY_MAX];
	const char *key = row_key(s, f, buf);
	const struct memo_row *e;

	if (!key)
		return 0;
	e = memo_rows_next(&s->rows, f->path, NULL);
	if (!e || strcmp(e->id, key))
		return 0;
	f->cached = 1;
	f->rerun = e->rerun & (f->always | f->triggered);
	f->row = e->row;
	f->nrow = e->nrow;
	f->from_rows = 1;
	s->nr_rows++;
	return 1;
}

/* What the cache has of @f, by its blob id or its stat data. */
static void lookup_file(struct scan *s, struct scan_file *f,
			struct strbuf *facts)
{
	int found = -1;

	if (s->memo && f->id && memo_row_get(s->memo, f))
		return;
	if (s->rows.v && dir_row_get(s, f))
		return;
	if (f->id)
		found = cache_blob_get(s->cache, f->id, f->path, &f->rerun,
				       facts);
	else if (f->has_stat && !racy(s, &f->st))
		found = cache_stat_get(s->cache, s->root, f->path, &f->st,
				       &f->rerun, facts);
	if (found < 0)
		return;
	f->cached = 1;
	/*
	 * An extractor may have been turned off since, or the row may not
	 * be ours: run only what this scan runs.
	 */
	f->rerun &= f->always | f->triggered;
	f->nrow = facts->len;
	f->row = arena_strndup(&s->arena, facts->buf, facts->len);
}

/*
 * @f's path, and its blob id or stat data where the cache needs them:
 * copied, but for a path the memo has (@ipath) and an id of a source's
 * that outlives it (source_ops.paths_owner), which outlive the scan
 * (80,000 copies of each were 2% of a log's load).
 */
static void name_file(struct scan *s, struct scan_file *f, const char *path,
		      const char *ipath, const char *id)
{
	f->path = ipath ? ipath : arena_strdup(&s->arena, path);
	if ((s->cache || s->root) && id) {
		f->id_given = ipath && s->memo->owner;
		f->id = f->id_given ? id : arena_strdup(&s->arena, id);
	} else if (s->root && s->src->ops->stat(s->src, path, &f->st) == 0) {
		f->has_stat = 1;
	}
}

/*
 * Which extractors want @path: in @tag[0] those that run on it regardless,
 * in @tag[1] those that need a trigger word.  Non-zero if they or the
 * annotators want it.  A pure function of the path, asked by a working
 * tree's walk in its threads (source_worktree_filter()).
 */
static int file_wants(const char *path, uint64_t tag[2], void *data)
{
	const struct scan *s = data;
	/* Extractors share path rules: each rule is asked once per file. */
	enum want (*asked[64])(const char *path);
	enum want got[64];
	size_t i, k, nasked = 0;

	tag[0] = tag[1] = 0;
	for (i = 0; i < nr_extractors; i++) {
		if (!(s->kinds & (UINT64_C(1) << i)))
			continue;
		for (k = 0; k < nasked; k++)
			if (asked[k] == extractors[i]->want_path)
				break;
		if (k == nasked) {
			asked[nasked] = extractors[i]->want_path;
			got[nasked++] = asked[k](path);
		}
		switch (got[k]) {
		case WANT_ALWAYS:
			tag[0] |= UINT64_C(1) << i;
			break;
		case WANT_IF_TRIGGERED:
			tag[1] |= UINT64_C(1) << i;
			break;
		case WANT_NO:
			break;
		}
	}
	return tag[0] || tag[1] ||
	       (s->annotate && s->root && annotate_reads_path(path));
}

static void memo_paths_grow(struct scan_memo *m)
{
	struct memo_path *old = m->paths;
	size_t oldcap = m->cap, i, h;

	m->cap = m->cap ? m->cap * 2 : 4096;
	m->paths = xcalloc(m->cap, sizeof(*m->paths));
	for (i = 0; i < oldcap; i++) {
		if (!old[i].path)
			continue;
		h = str_hash(old[i].path);
		while (m->paths[h & (m->cap - 1)].path)
			h++;
		m->paths[h & (m->cap - 1)] = old[i];
	}
	free(old);
}

/*
 * file_wants()'s tags of @path, from the memo or asked once and kept
 * there: they are a pure function of the path, for the scans that use a
 * memo (those of every kind).
 */
static const struct memo_path *memo_path_get(struct scan_memo *m,
					     const char *path, struct scan *s)
{
	struct memo_path *e;
	size_t h;

	if (2 * (m->used + 1) > m->cap)
		memo_paths_grow(m);
	for (h = str_hash(path); (e = &m->paths[h & (m->cap - 1)])->path; h++)
		if (!strcmp(e->path, path))
			return e;
	file_wants(path, e->tag, s);
	e->path = arena_strdup(&m->arena, path);
	m->used++;
	return e;
}

/*
 * A listing begins: the one before, and the rows of its files, are
 * looked through from their start.
 */
static void memo_listing_begin(struct scan_memo *m, const void *owner)
{
	/* The strings the listing before was given are still the same. */
	m->given_ok = owner && owner == m->owner;
	m->owner = owner;
	m->at = 0;
	m->nlisting = 0;
	m->rows.at = 0;
	m->prev.at = 0;
}

/* A listing is done: the next is compared with it. */
static void memo_listing_end(struct scan_memo *m)
{
	struct memo_path *v = m->listed;
	size_t alloc = m->listed_alloc;

	m->listed = m->listing;
	m->listed_alloc = m->listing_alloc;
	m->nlisted = m->nlisting;
	m->listing = v;
	m->listing_alloc = alloc;
	m->nlisting = 0;
}

/*
 * The tags of @path, the next path of the listing: from the listing
 * before if it comes there too, which it mostly does in the same order
 * (a path not found there is looked up in the table).  Returns the
 * table's string of the path.
 */
static const char *memo_wants(struct scan_memo *m, const char *path,
			      uint64_t tag[2], struct scan *s)
{
	const struct memo_path *e = NULL;
	int c = 1;

	/* The strcmp() of equal paths was 1.6% of a log. */
	if (m->given_ok && m->at < m->nlisted && m->listed[m->at].given == path)
		c = 0;
	else
		while (m->at < m->nlisted &&
		       (c = strcmp(m->listed[m->at].path, path)) < 0)
			m->at++;
	if (m->at < m->nlisted && !c)
		e = &m->listed[m->at++];
	else
		e = memo_path_get(m, path, s);
	tag[0] = e->tag[0];
	tag[1] = e->tag[1];
	ALLOC_GROW(m->listing, m->nlisting + 1, m->listing_alloc);
	m->listing[m->nlisting] = *e;
	m->listing[m->nlisting++].given = m->owner ? path : NULL;
	return e->path;
}

static void add_file(const char *path, const char *id, void *data)
{
	struct scan *s = data;
	const uint64_t *given = s->root ? source_worktree_tag(s->src) : NULL;
	const char *ipath = NULL;
	uint64_t tag[2];
	struct scan_file *f;

	if (given) {
		tag[0] = given[0];
		tag[1] = given[1];
	} else if (s->memo) {
		ipath = memo_wants(s->memo, path, tag, s);
	} else {
		file_wants(path, tag, s);
	}
	if (s->annotate && s->root && annotate_reads_path(path)) {
		ALLOC_GROW(s->inputs, s->ninputs + 1, s->inputs_alloc);
		f = &s->inputs[s->ninputs++];
		memset(f, 0, sizeof(*f));
		name_file(s, f, path, NULL, id);
	}
	if (!tag[0] && !tag[1])
		return;
	ALLOC_GROW(s->files, s->nfiles + 1, s->alloc);
	f = &s->files[s->nfiles++];
	memset(f, 0, sizeof(*f));
	name_file(s, f, path, ipath, id);
	f->ipath = ipath;
	f->always = tag[0];
	f->triggered = tag[1];
}

static void lookup_files(struct scan *s)
{
	struct strbuf facts = STRBUF_INIT;
	size_t i;

	/*
	 * One read transaction for all: SQLite otherwise takes and drops its
	 * file lock, and checks for a journal, at each of 60,000 lookups.
	 */
	if (s->cache && s->root)
		get_dir_rows(s);
	cache_begin(s->cache);
	cache_map(s->cache, 1);
	for (i = 0; s->cache && i < s->nfiles; i++)
		if (!s->files[i].cached)
			lookup_file(s, &s->files[i], &facts);
	cache_map(s->cache, 0);
	cache_commit(s->cache);
	strbuf_release(&facts);
}

/* The files listed, their paths and ids: all gone. */
static void drop_files(struct scan *s)
{
	free(s->files);
	s->files = NULL;
	s->nfiles = s->alloc = 0;
	free(s->inputs);
	s->inputs = NULL;
	s->ninputs = s->inputs_alloc = 0;
	arena_release(&s->arena);
}

/* The extractors of a scan that runs some only, or 0 for one of all. */
static uint64_t some_kinds(const struct scan *s)
{
	uint64_t all = scan_all_kinds();

	return (s->kinds & all) == all ? 0 : s->kinds & all;
}

/*
 * Add @f to the contents of a key: its path, then 'b' and its blob id,
 * or 's' and its stat data.  -1 if it has neither, or racy stat data.
 */
static int key_file(struct strbuf *sb, const struct scan *s,
		    const struct scan_file *f)
{
	strbuf_add(sb, f->path, strlen(f->path) + 1);
	if (f->id) {
		strbuf_addch(sb, 'b');
		strbuf_add(sb, f->id, strlen(f->id) + 1);
	} else if (f->has_stat && !racy(s, &f->st)) {
		strbuf_addch(sb, 's');
		strbuf_add(sb, &f->st, sizeof(f->st));
	} else {
		return -1;
	}
	return 0;
}

/*
 * The key of a directory's inventory: what names the contents of each
 * file the scan wants, and with the annotators of each file they read,
 * hashed with the paths.  -1 if a file can't be named so.
 */
static int files_key(struct strbuf *key, const struct scan *s)
{
	struct strbuf sb = STRBUF_INIT;
	char hex[GIT_OID_HEXSZ + 1];
	git_oid oid;
	size_t i;
	int ret = -1;

	for (i = 0; i < s->nfiles; i++)
		if (key_file(&sb, s, &s->files[i]) < 0)
			goto out;
	if (s->annotate) {
		strbuf_add(&sb, "annotated", sizeof("annotated"));
		for (i = 0; i < s->ninputs; i++)
			if (key_file(&sb, s, &s->inputs[i]) < 0)
				goto out;
	}
	if (git_odb_hash(&oid, sb.buf, sb.len, GIT_OBJECT_BLOB) < 0)
		goto out;
	git_oid_tostr(hex, sizeof(hex), &oid);
	strbuf_reset(&sb);
	strbuf_addf(&sb, "files-%s", hex);
	if (some_kinds(s))
		strbuf_addf(&sb, " kinds-%" PRIx64, some_kinds(s));
	cache_key(key, sb.buf);
	if (s->annotate)
		annotate_key(key);
	ret = 0;
out:
	strbuf_release(&sb);
	return ret;
}

/* The index of the extractor named @name[0..@len), or nr_extractors. */
static size_t extractor_index(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < nr_extractors; i++)
		if (strlen(extractors[i]->name) == len &&
		    !memcmp(extractors[i]->name, name, len))
			break;
	return i;
}

/*
 * What @f kept for extractor @ex's deferred finish step, @buf[0..@len)
 * (NULL: the last @len bytes of @in, worker.kept or worker.fresh), put
 * aside in file order.
 */
static void put_aside(struct worker *w, struct scan_file *f, size_t ex,
		      const char *buf, const struct strbuf *in, size_t len,
		      const unsigned char *sum)
{
	struct kept_part *k;

	ALLOC_GROW(w->later, w->nlater + 1, w->later_alloc);
	k = &w->later[w->nlater++];
	k->f = f;
	k->ex = ex;
	memcpy(k->sum, sum, sizeof(k->sum));
	k->buf = buf;
	k->in_kept = in == &w->kept;
	k->off = buf ? 0 : in->len - len;
	k->len = len;
	f->kept |= UINT64_C(1) << ex;
}

/* Where the bytes of @k are now. */
static const char *kept_bytes(const struct worker *w,
			      const struct kept_part *k)
{
	if (k->buf)
		return k->buf;
	return (k->in_kept ? w->kept.buf : w->fresh.buf) + k->off;
}

/*
 * The parts put aside in worker.kept from @koff on, moved to
 * worker.fresh: the row they are in is being dropped.
 */
static void keep_aside(struct worker *w, size_t koff)
{
	size_t i = w->nlater;

	while (i && w->later[i - 1].in_kept && w->later[i - 1].off >= koff) {
		struct kept_part *k = &w->later[--i];

		strbuf_add(&w->fresh, w->kept.buf + k->off, k->len);
		k->in_kept = 0;
		k->off = w->fresh.len - k->len;
	}
}

/*
 * Bytes of a kept part this run read back whole before, or packed, into
 * @state: checked no more where the extractor can leave that out, and
 * hashed no more where @sum, their SHA-1, is known.
 */
static int unpack_again(const struct extractor *ex, void *state,
			const char *path, const char *buf, size_t len,
			const unsigned char *sum)
{
	if (ex->state_unpack_again)
		return ex->state_unpack_again(state, path, buf, len, sum);
	return ex->state_unpack(state, path, buf, len);
}

/*
 * A kept part of @f, read whole before, for extractor @ex: put aside for
 * its step if the step is deferred, else into this worker's state.
 */
static void give_part(struct worker *w, struct scan_file *f, size_t ex,
		      const char *buf, uint32_t len, const unsigned char *sum)
{
	if (w->scan->defer & (UINT64_C(1) << ex))
		put_aside(w, f, ex, buf, NULL, len, sum);
	else
		unpack_again(extractors[ex], w->states[ex], f->path, buf, len,
			     sum);
}

/* One part of what a row keeps for finish steps (row_pack()). */
struct kept_entry {
	const char *name;	/* the extractor's, @nlen bytes */
	uint32_t nlen, len;
	const unsigned char *sum;	/* the SHA-1 of @buf[0..@len) */
	const char *buf;
};

/* The next part of @u in @e: 1, 0 at the end, or -1 if it can't be read. */
static int kept_next(struct kept_entry *e, struct unpacker *u)
{
	uint32_t nsum;

	if (!unpack_more(u))
		return 0;
	e->name = unpack_mem(u, &e->nlen);
	e->sum = unpack_bytes(u, &nsum);
	e->buf = unpack_bytes(u, &e->len);
	if (!e->name || !e->buf || nsum != GIT_OID_RAWSZ)
		return -1;
	return 1;
}

/*
 * What the extractors of this scan kept of @f for their finish steps,
 * from its row, added to this worker's states: 0, or -1 if the row can't
 * be read.  Each part is first read into a state of its own, so that a
 * bad row adds nothing, but those a replay of the memo's row read whole.
 */
static int replay_kept(struct worker *w, struct scan_file *f,
		       const struct unpacker *kept)
{
	struct kept_entry e;
	struct unpacker u;
	int pass, r;

	for (pass = 0; pass < 2; pass++) {
		u = *kept;
		while ((r = kept_next(&e, &u)) > 0) {
			size_t i = extractor_index(e.name, e.nlen);
			const struct extractor *ex;
			void *st;
			int err;

			if (i == nr_extractors || !extractors[i]->state_unpack)
				return -1;
			ex = extractors[i];
			if (!(w->scan->kinds & (UINT64_C(1) << i)))
				continue;
			if (!pass && f->memo &&
			    (f->memo->checked & (UINT64_C(1) << i)))
				continue;
			if (pass) {
				give_part(w, f, i, e.buf, e.len, e.sum);
				continue;
			}
			st = ex->state_new();
			err = ex->state_unpack(st, f->path, e.buf, e.len);
			ex->state_free(st);
			if (err < 0)
				return -1;
		}
		if (r < 0 || unpack_end(&u) < 0)
			return -1;
	}
	return 0;
}

/*
 * Whether the scan keeps a fact of @kind named @name (scan_opts.keep),
 * @kind the table's string, as a row's replay gives it.
 */
static int fact_wanted(const char *kind, const char *name, size_t len,
		       const void *data)
{
	const struct scan *s = data;
	size_t i;

	for (i = 0; s->whole[i]; i++)
		if (s->whole[i] == kind)
			return 1;
	return hash_set_has(s->keep, item_id_hash(kind, name, len));
}

/* The same of an item of a step's output, whose kind may be its own. */
static int item_wanted(const struct item *it, const struct scan *s)
{
	size_t i;

	if (hash_set_has(s->keep, item_id_hash(it->kind, it->name,
					       strlen(it->name))))
		return 1;
	/* Most items are of none of them: their first byte says so. */
	for (i = 0; s->whole[i]; i++)
		if (s->whole[i][0] == it->kind[0] &&
		    !strcmp(s->whole[i], it->kind))
			return 1;
	return 0;
}

/* Leave out of @inv the facts the scan does not keep (scan_opts.keep). */
static void keep_wanted(struct inventory *inv, const struct scan *s)
{
	size_t i, n = 0;

	for (i = 0; i < inv->nitems; i++)
		if (item_wanted(&inv->items[i], s))
			inv->items[n++] = inv->items[i];
	inv->nitems = n;
}

/*
 * Keep in @f's memo row what its replay found (memo_row.some, .parts):
 * the facts it kept, @inv's from @from on (those of @facts, all of them,
 * without scan_opts.keep), and its kept parts.  A row whose kept parts name an
 * extractor not known is not learnt (replay_kept() refused it).
 */
static void memo_row_learn(const struct scan *s, struct scan_file *f,
			   const struct inventory *inv, size_t from,
			   const struct unpacker *facts,
			   const struct unpacker *kept)
{
	struct memo_row *e = f->memo;
	struct strbuf sb = STRBUF_INIT;
	struct kept_entry k;
	struct unpacker u = *kept;
	size_t alloc = 0;

	free(e->own);
	e->own = NULL;
	e->some = NULL;
	e->nsome = 0;
	if (!s->keep) {
		e->some = (const char *)facts->p;
		e->nsome = (size_t)(facts->end - facts->p);
	} else if (inv->nitems > from) {
		/* Not before: no items yet is a NULL array. */
		cache_facts_pack(&sb, inv->items + from, inv->nitems - from);
		e->nsome = sb.len;
		e->some = e->own = strbuf_detach(&sb, NULL);
	}
	free(e->parts);
	e->parts = NULL;
	e->nparts = 0;
	e->learnt = 0;
	/* Counted first: a row's few parts, in some 60,000 rows a load. */
	while (kept_next(&k, &u) > 0)
		alloc++;
	u = *kept;
	if (alloc)
		e->parts = xcalloc(alloc, sizeof(*e->parts));
	while (e->nparts < alloc && kept_next(&k, &u) > 0) {
		e->parts[e->nparts].ex = extractor_index(k.name, k.nlen);
		memcpy(e->parts[e->nparts].sum, k.sum, GIT_OID_RAWSZ);
		e->parts[e->nparts].buf = k.buf;
		e->parts[e->nparts++].len = k.len;
	}
	e->keep = s->keep;
	e->learnt = s->kinds;
}

/*
 * A replay of @f as the one before of its memo row learnt it, if that
 * holds for this scan: 1 done, 0 not (replay() reads the row).  Its
 * bytes were read whole then, and are the same.
 */
static int replay_learnt(struct worker *w, struct scan_file *f)
{
	const struct scan *s = w->scan;
	const struct memo_row *e = f->memo;
	size_t i;

	if (!e || !e->learnt || (s->kinds & ~e->learnt) ||
	    (s->kinds & ~e->checked) || e->keep != s->keep)
		return 0;
	if (cache_facts_unpack(&w->inv, f->path, e->some, e->nsome) < 0)
		return 0;
	for (i = 0; i < e->nparts; i++) {
		const struct memo_part *p = &e->parts[i];

		if (s->kinds & (UINT64_C(1) << p->ex))
			give_part(w, f, p->ex, p->buf, p->len, p->sum);
	}
	f->replayed = 1;
	return 1;
}

/*
 * The facts the cache had of @f, and what the extractors kept of it,
 * added to this worker's inventory and states: 0, or -1 if they can't be
 * read (then none is added, and the file is read).
 */
static int replay(struct worker *w, struct scan_file *f)
{
	size_t nitems = w->inv.nitems;
	struct unpacker facts, kept;
	int expected = 0;

	if (replay_learnt(w, f))
		return 0;
	if (row_unpack(f, &facts, &kept) == 0 &&
	    cache_facts_unpack_some(&w->inv, f->path, (const char *)facts.p,
				    (size_t)(facts.end - facts.p),
				    w->scan->keep ? fact_wanted : NULL,
				    w->scan) == 0 &&
	    replay_kept(w, f, &kept) == 0) {
		f->replayed = 1;
		if (f->memo)
			memo_row_learn(w->scan, f, &w->inv, nitems, &facts,
				       &kept);
		return 0;
	}
	w->inv.nitems = nitems;
	if (atomic_compare_exchange_strong(&w->scan->cache_warned, &expected,
					   1))
		warning("cache: the facts of %s can't be read: reading it",
			f->path);
	return -1;
}

/* Keep what @f gave, for the cache once the scan is over. */
static void keep_row(struct worker *w, const struct scan_file *f,
		     uint64_t rerun, size_t off, size_t koff)
{
	struct blob_row *r;

	ALLOC_GROW(w->rows, w->nrows + 1, w->rows_alloc);
	r = &w->rows[w->nrows++];
	r->f = f;
	r->rerun = rerun;
	r->off = off;
	r->len = w->facts.len - off;
	r->koff = koff;
	r->klen = w->kept.len - koff;
}

/*
 * What the cache had of @f, replayed: 1 if that is all there is to do,
 * 0 if the file must be read (not cached, or some extractor must run on
 * it again).
 */
static int scan_cached(struct worker *w, struct scan_file *f, int *cached)
{
	*cached = f->cached && replay(w, f) == 0;
	if (!*cached)
		return 0;
	if (f->rerun) {
		w->nr_reread++;
		return 0;
	}
	w->nr_cached++;
	w->inv.files++;
	return 1;
}

/* Read @f into @buf: 0, or -1 if it can't be read or is binary (said). */
static int scan_read(struct worker *w, const struct scan_file *f,
		     struct strbuf *buf, struct strbuf *err)
{
	struct scan *s = w->scan;

	strbuf_reset(err);
	if (s->src->ops->read(s->src, f->path, buf, err) < 0) {
		inventory_problem(&w->inv, f->path, "%s, skipped", err->buf);
		return -1;
	}
	w->inv.files++;
	if (memchr(buf->buf, '\0', buf->len < BINARY_PROBE ? buf->len :
		   BINARY_PROBE)) {
		inventory_problem(&w->inv, f->path, "binary file, skipped");
		return -1;
	}
	return 0;
}

/*
 * The extractors to run on @f: those the cache says must run again, or
 * those that want every such file and those whose trigger words occur.
 */
static uint64_t scan_choose(const struct scan *s, const struct scan_file *f,
			    int cached, const struct strbuf *buf,
			    struct prefilter_scratch *scratch)
{
	uint64_t run, woken = 0;
	size_t i;

	if (cached)
		return f->rerun;
	run = f->always;
	if (f->triggered)
		woken = prefilter_scan(s->pf, scratch, buf->buf, buf->len,
				       f->triggered);
	for (i = 0; woken && i < nr_extractors; i++)
		if ((woken & (UINT64_C(1) << i)) && extractors[i]->accept &&
		    !extractors[i]->accept(buf->buf, buf->len))
			woken &= ~(UINT64_C(1) << i);
	return run | woken;
}

/*
 * One extractor, woken by its words and needing only their lines: most
 * such files are drivers with a module_param() or two.  Then the lexer
 * reads only around those lines.
 */
static void scan_narrow(struct worker *w, const struct scan_file *f,
			uint64_t run, struct extract_ctx *ctx)
{
	const struct scan *s = w->scan;
	uint64_t lexing = run;
	size_t i;

	/* Those that won't lex this file leave it to the one that does. */
	for (i = 0; (lexing & (lexing - 1)) && (run & s->local) &&
	     i < nr_extractors; i++)
		if ((run & ~f->always & (UINT64_C(1) << i)) &&
		    extractors[i]->lexes &&
		    !extractors[i]->lexes(ctx->path, ctx->buf, ctx->len))
			lexing &= ~(UINT64_C(1) << i);
	if (!(lexing & (lexing - 1)) && (lexing & s->local & ~f->always) &&
	    !prefilter_find(&ctx->nlines_at, s->local_pf, w->local_scratch,
			    ctx->buf, ctx->len, lexing, &w->at, &w->at_alloc)) {
		ctx->lines_only = 1;
		ctx->lines_at = w->at;
	}
}

/*
 * Run @ex, whose state is packed, on the file of @ctx, with a state of its
 * own; add what it kept to the thread's state @into by the same way a
 * cached file takes, and with @keep to worker.kept.
 */
static void extract_packed(struct worker *w, struct scan_file *f, size_t i,
			   struct extract_ctx *ctx, int keep)
{
	const struct extractor *ex = extractors[i];
	void *st = ex->state_new();
	int defer = !!(w->scan->defer & (UINT64_C(1) << i));
	git_oid sum;

	ctx->state = st;
	ex->extract(ctx);
	strbuf_reset(&w->packed);
	ex->state_pack(&w->packed, st);
	ex->state_free(st);
	if (!w->packed.len)
		return;
	if ((keep || defer) && git_odb_hash(&sum, w->packed.buf,
					    w->packed.len, GIT_OBJECT_BLOB) < 0)
		die("%s: can't hash what %s kept of it", ctx->path, ex->name);
	if (keep) {
		pack_str(&w->kept, ex->name);
		pack_bytes(&w->kept, sum.id, sizeof(sum.id));
		pack_bytes(&w->kept, w->packed.buf, w->packed.len);
	}
	/* Kept for the row, it is not copied again: 25 MB of a kernel's. */
	if (defer) {
		if (!keep)
			strbuf_add(&w->fresh, w->packed.buf, w->packed.len);
		put_aside(w, f, i, NULL, keep ? &w->kept : &w->fresh,
			  w->packed.len, sum.id);
	} else if (unpack_again(ex, w->states[i], ctx->path, w->packed.buf,
				w->packed.len, NULL) < 0) {
		die("%s: %s can't read back what it kept of %s", ctx->path,
		    ex->name, ctx->path);
	}
}

/*
 * Run the extractors of @run on the file of @ctx.  With @keep, pack the
 * facts of each, and what those with a state_pack keep, for the cache,
 * and return the others that keep something for their finish step:
 * those must read the file again next time.
 */
static uint64_t scan_extract(struct worker *w, struct scan_file *f,
			     struct extract_ctx *ctx, uint64_t run, int keep)
{
	uint64_t rerun = 0;
	size_t i;

	for (i = 0; i < nr_extractors; i++) {
		const struct extractor *ex = extractors[i];
		size_t nitems = w->inv.nitems;

		if (!(run & (UINT64_C(1) << i)))
			continue;
		if (ex->state_pack) {
			extract_packed(w, f, i, ctx, keep);
		} else {
			ctx->state = w->states[i];
			ex->extract(ctx);
		}
		if (!keep)
			continue;
		if (ex->state_new && !ex->state_pack)
			rerun |= UINT64_C(1) << i;
		else if (w->inv.nitems > nitems)
			cache_facts_pack(&w->facts, w->inv.items + nitems,
					 w->inv.nitems - nitems);
	}
	return rerun;
}

/*
 * One file: replayed from the cache, or read, prefiltered, lexed once and
 * extracted; what a blob gave is kept for the cache.
 */
static void scan_one(struct worker *w, struct scan_file *f, struct strbuf *buf,
		     struct strbuf *err, struct token_vec *toks,
		     struct prefilter_scratch *scratch)
{
	struct extract_ctx ctx;
	uint64_t run, rerun;
	size_t nproblems = w->inv.nproblems, off = w->facts.len;
	size_t koff = w->kept.len;
	int cached, keep;

	if (scan_cached(w, f, &cached))
		return;
	keep = w->scan->cache && (f->id || f->has_stat) && !cached;
	if (scan_read(w, f, buf, err) < 0)
		return;
	run = scan_choose(w->scan, f, cached, buf, scratch);
	if (!run) {
		if (keep)
			keep_row(w, f, 0, off, koff);
		return;
	}
	/* scan_read() found none in the first BINARY_PROBE bytes. */
	if (buf->len > BINARY_PROBE &&
	    memchr(buf->buf + BINARY_PROBE, '\0', buf->len - BINARY_PROBE))
		inventory_problem(&w->inv, f->path,
				  "NUL byte after the start, read as white space");

	memset(&ctx, 0, sizeof(ctx));
	ctx.path = f->path;
	ctx.buf = buf->buf;
	ctx.len = buf->len;
	ctx.inv = &w->inv;
	ctx.toks = toks;
	scan_narrow(w, f, run, &ctx);
	rerun = scan_extract(w, f, &ctx, run, keep);
	/* A file with a problem keeps no row: it is read again, and said. */
	if (keep && w->inv.nproblems == nproblems) {
		keep_row(w, f, rerun, off, koff);
	} else if (keep) {
		strbuf_setlen(&w->facts, off);
		keep_aside(w, koff);
		strbuf_setlen(&w->kept, koff);
	}
}

/* @w, for @s: empty, with a state of each extractor that has one. */
static void worker_init(struct worker *w, struct scan *s)
{
	size_t k;

	memset(w, 0, sizeof(*w));
	w->scan = s;
	inventory_init(&w->inv);
	strbuf_init(&w->facts, 0);
	strbuf_init(&w->kept, 0);
	strbuf_init(&w->packed, 0);
	strbuf_init(&w->fresh, 0);
	for (k = 0; k < nr_extractors; k++)
		if (extractors[k]->state_new)
			w->states[k] = extractors[k]->state_new();
}

/* What @w holds but its states, which the finish steps free. */
static void worker_release(struct worker *w)
{
	inventory_release(&w->inv);
	free(w->rows);
	strbuf_release(&w->facts);
	strbuf_release(&w->kept);
	strbuf_release(&w->packed);
	strbuf_release(&w->fresh);
	free(w->later);
}

/*
 * The files a worker takes from the queue at a time: taking them one by
 * one, the workers' atomic adds to one counter were 2% of a log's load
 * of cached files (its cache line going from core to core).
 */
#define WORKER_TAKES 16

static void *worker_main(void *arg)
{
	struct worker *w = arg;
	struct scan *s = w->scan;
	struct strbuf buf = STRBUF_INIT, err = STRBUF_INIT;
	struct token_vec toks = { 0 };
	struct prefilter_scratch *scratch = prefilter_scratch_new(s->pf);
	size_t i, end;

	w->local_scratch = prefilter_scratch_new(s->local_pf);
	for (;;) {
		i = atomic_fetch_add(&s->next, WORKER_TAKES);
		if (i >= s->nfiles)
			break;
		end = i + WORKER_TAKES < s->nfiles ? i + WORKER_TAKES :
						     s->nfiles;
		for (; i < end; i++) {
			scan_one(w, &s->files[i], &buf, &err, &toks, scratch);
			progress_task_tick(s->task);
		}
	}
	atomic_fetch_add(&s->nr_cached, w->nr_cached);
	atomic_fetch_add(&s->nr_reread, w->nr_reread);
	prefilter_scratch_free(scratch);
	prefilter_scratch_free(w->local_scratch);
	free(w->at);
	token_vec_release(&toks);
	strbuf_release(&buf);
	strbuf_release(&err);
	return NULL;
}

/* The files of a directory that have a blob id: those of the index. */
static size_t count_ids(const struct scan *s)
{
	size_t i, n = 0;

	for (i = 0; i < s->nfiles; i++)
		n += s->files[i].id != NULL;
	return n;
}

/* A trace line @sb, to @to if it holds them, else to standard error. */
static void trace_put(struct strbuf *to, const struct strbuf *sb)
{
	if (to)
		strbuf_addbuf(to, sb);
	else
		fputs(sb->buf, stderr);
}

/*
 * ABIWATCH_TRACE: what a scan read, as git's GIT_TRACE says what git
 * does; for the tests and the benchmark of the cache.
 */
static void trace_scan(const struct scan *s, struct strbuf *to)
{
	size_t cached = atomic_load(&s->nr_cached) - s->patch_read;
	size_t reread = atomic_load(&s->nr_reread);
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "abiwatch: trace: %s: %zu files, %zu read",
		    s->src->name, s->nfiles, s->nfiles - cached);
	if (s->cache)
		strbuf_addf(&sb, "; %zu in the cache, %zu of them read again",
			    cached + reread, reread);
	if (s->root)
		strbuf_addf(&sb, "; %zu by the index", count_ids(s));
	if (s->had_rows)
		strbuf_addf(&sb, "; %zu from the directory's rows", s->nr_rows);
	if (s->defer)
		strbuf_addf(&sb, "; %d of %d finish steps given again",
			    __builtin_popcountll(s->defer & ~s->unpack),
			    __builtin_popcountll(s->defer));
	if (s->parts)
		strbuf_addf(&sb, ", %d in part", __builtin_popcountll(s->parts));
	strbuf_addch(&sb, '\n');
	trace_put(to, &sb);
	strbuf_release(&sb);
}

/*
 * A directory's inventory, in place of the one before; one for each set
 * of kinds, so that runs with and without --kind don't evict each other.
 */
static void tree_root(struct strbuf *root, const struct scan *s)
{
	strbuf_addstr(root, s->root);
	if (some_kinds(s))
		strbuf_addf(root, " kinds-%" PRIx64, some_kinds(s));
	/* With --man the inventory is kept as scanned. */
	if (!s->annotate)
		strbuf_addstr(root, " plain");
}

static void put_tree(const struct scan *s, const char *key,
		     const struct inventory *inv)
{
	struct strbuf root = STRBUF_INIT, base = STRBUF_INIT;

	tree_root(&root, s);
	/* The inventory the directory's rows go with, which patch_tree() patches. */
	if (s->wrote_rows && s->annotate)
		strbuf_addf(&base, "%s patch-base", root.buf);
	cache_put_root(s->trees, root.buf, key, inv, base.len ? base.buf : NULL);
	strbuf_release(&root);
	strbuf_release(&base);
}

/* A directory whose inventory the cache had, for its files as they are. */
static void trace_hit(const struct scan *s, size_t nfiles, struct strbuf *to)
{
	struct strbuf sb = STRBUF_INIT;

	if (!getenv("ABIWATCH_TRACE"))
		return;
	strbuf_addf(&sb, "abiwatch: trace: %s: %zu files, 0 read; "
		    "the inventory in the cache\n", s->src->name, nfiles);
	trace_put(to, &sb);
	strbuf_release(&sb);
}

uint64_t scan_all_kinds(void)
{
	return ~UINT64_C(0) >> (64 - nr_extractors);
}

static int file_cmp(const void *a, const void *b)
{
	return strcmp(((const struct scan_file *)a)->path,
		      ((const struct scan_file *)b)->path);
}

/* Whether the stat cache keeps a row for @path: a file without an id. */
static int keep_stat(const char *path, void *data)
{
	const struct scan *s = data;
	struct scan_file key, *f;

	key.path = path;
	f = search_array(&key, s->files, s->nfiles, sizeof(*s->files),
			 file_cmp);
	return f && f->has_stat;
}

/*
 * The rows the workers made, into the cache; with @retain, the stat
 * cache's rows of files no longer listed go (a scan of some files only,
 * patch_tree()'s, keeps them).
 */
static void put_rows(const struct scan *s, const struct worker *workers,
		     int jobs, int retain)
{
	struct cache *c = s->cache;
	struct strbuf row = STRBUF_INIT;
	size_t k;
	int i;

	cache_begin(c);
	for (i = 0; i < jobs; i++)
		for (k = 0; k < workers[i].nrows; k++) {
			const struct blob_row *r = &workers[i].rows[k];

			strbuf_reset(&row);
			row_pack(&row, workers[i].facts.buf + r->off, r->len,
				 workers[i].kept.buf + r->koff, r->klen);
			if (r->f->id)
				cache_blob_put(c, r->f->id, r->f->path,
					       r->rerun, row.buf, row.len);
			else if (!racy(s, &r->f->st))
				cache_stat_put(c, s->root, r->f->path,
					       &r->f->st, r->rerun, row.buf,
					       row.len);
		}
	strbuf_release(&row);
	/* A directory lists its files in path order. */
	if (s->root && retain)
		cache_stat_retain(c, s->root, keep_stat, (void *)s);
	cache_commit(c);
}

/* A file's row as a worker made it: in which worker's buffers. */
struct made_row {
	const struct worker *w;
	const struct blob_row *r;
};

/*
 * FNV-1a of an item's kind and name, its identity.  Kept in the rows
 * (the patch base's @multi), so fixed: a change needs a new ROWS_MAGIC.
 * Two identities of one hash only make a patch decline.
 */
static uint64_t ident_hash(const char *kind, const char *name)
{
	const uint64_t prime = UINT64_C(0x100000001b3);
	uint64_t h = UINT64_C(0xcbf29ce484222325);
	const unsigned char *p;

	for (p = (const unsigned char *)kind; *p; p++)
		h = (h ^ *p) * prime;
	h *= prime;
	for (p = (const unsigned char *)name; *p; p++)
		h = (h ^ *p) * prime;
	return h;
}

/*
 * The identities that more than one of the facts @inv->items[0..n), not
 * yet merged, have, sorted, each once, packed to @out.
 */
static void pack_multi(struct strbuf *out, const struct inventory *inv)
{
	struct u64_pair *v;
	uint64_t *multi;
	size_t i, j, n = 0, nmulti = 0;

	v = xmalloc((inv->nitems + 1) * sizeof(*v));
	for (i = 0; i < inv->nitems; i++) {
		v[n].key = ident_hash(inv->items[i].kind, inv->items[i].name);
		v[n++].val = 0;
	}
	sort_u64_pairs(v, n);
	multi = xmalloc((n / 2 + 1) * sizeof(*multi));
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && v[j].key == v[i].key; j++)
			;
		if (j > i + 1)
			multi[nmulti++] = v[i].key;
	}
	pack_bytes(out, multi, nmulti * sizeof(*multi));
	free(multi);
	free(v);
}

/* The patch base (struct patch_base) of this scan's rows, packed to @out. */
static void put_patch_base(struct strbuf *out, const struct scan *s,
			   const char *key, const struct inventory *inv)
{
	char buf[ROW_KEY_MAX];
	const char *k;
	size_t i;

	pack_bytes(out, key, strlen(key) + 1);
	pack_u32(out, (uint32_t)s->ninputs);
	for (i = 0; i < s->ninputs; i++) {
		k = row_key(s, &s->inputs[i], buf);
		if (!k)
			k = "";
		pack_bytes(out, s->inputs[i].path,
			   strlen(s->inputs[i].path) + 1);
		pack_bytes(out, k, strlen(k) + 1);
	}
	pack_multi(out, inv);
}

/*
 * Pack the rows of the directory's files into one for the scans after
 * (get_dir_rows()): each file's as the cache gave it, or as a worker
 * made it, then the patch base of @inv, the facts this scan gave and its
 * finish steps, not yet merged, whose inventory @tree names (empty:
 * none).  Only when the rows read gave too few of the files, as after a
 * first scan or a rebase: an edit of a file or two leaves the rows as
 * they are, and the files edited are looked up one by one, or patch the
 * inventory.  Returns 1 if the rows are written.
 */
static int put_dir_rows(const struct scan *s, const struct worker *workers,
			int jobs, const char *tree,
			const struct inventory *inv)
{
	struct made_row *made = xcalloc(s->nfiles, sizeof(*made));
	struct strbuf out = STRBUF_INIT, row = STRBUF_INIT;
	char buf[ROW_KEY_MAX];
	const char *key;
	size_t i, k, n = 0, missed = 0;
	int j, written = 0;

	for (j = 0; j < jobs; j++)
		for (k = 0; k < workers[j].nrows; k++) {
			i = (size_t)(workers[j].rows[k].f - s->files);
			made[i].w = &workers[j];
			made[i].r = &workers[j].rows[k];
		}
	for (i = 0; i < s->nfiles; i++) {
		if (!row_key(s, &s->files[i], buf) ||
		    (!made[i].r && !s->files[i].cached))
			continue;
		n++;
		if (made[i].r || !s->files[i].from_rows)
			missed++;
	}
	if ((s->rows.v && missed <= s->nfiles / 32) || n > UINT32_MAX ||
	    s->ninputs > UINT32_MAX)
		goto out;
	strbuf_add(&out, ROWS_MAGIC, strlen(ROWS_MAGIC));
	pack_u32(&out, (uint32_t)n);
	for (i = 0; i < s->nfiles; i++) {
		const struct scan_file *f = &s->files[i];
		const struct blob_row *r = made[i].r;
		uint64_t rerun = r ? r->rerun : f->rerun;

		key = row_key(s, f, buf);
		if (!key || (!r && !f->cached))
			continue;
		pack_bytes(&out, f->path, strlen(f->path) + 1);
		pack_bytes(&out, key, strlen(key) + 1);
		pack_u32(&out, (uint32_t)rerun);
		pack_u32(&out, (uint32_t)(rerun >> 32));
		if (r) {
			strbuf_reset(&row);
			row_pack(&row, made[i].w->facts.buf + r->off, r->len,
				 made[i].w->kept.buf + r->koff, r->klen);
			pack_bytes(&out, row.buf, row.len);
		} else {
			pack_bytes(&out, f->row, f->nrow);
		}
	}
	/* With --man the inventory is not annotated: none to patch. */
	put_patch_base(&out, s, s->annotate ? tree : "", inv);
	cache_rows_put(s->cache, s->root, out.buf, out.len);
	written = 1;
out:
	free(made);
	strbuf_release(&out);
	strbuf_release(&row);
	return written;
}

/*
 * How many renewals a row left stays among scan_memo.prev.  A row
 * looked up in SQLite costs more than the lookup: its parts are read
 * whole once to check them (replay_kept()), where a row of the memo was
 * checked when it came.  Over the whole log of bench/make-history.sh,
 * 64 renewals against 4 halved the rows looked up in SQLite (about
 * 450,000 to 200,000) and took an eighth of the CPU time; the rows kept
 * are those of files a load changed, and the peak memory stayed.  512,
 * more than a thread of that log loads, took 2-3% off its time again
 * and its peak went down 60-90 MB (what SQLite gave was not freed to
 * be read again); the bound is for a longer history, whose every
 * version of a file would otherwise stay.
 */
#define PREV_GENS 512

/*
 * An array for @n rows, of *@cap, not zeroed: the larger spare of @m,
 * else one made with room to grow.
 */
static struct memo_row *rows_take(struct scan_memo *m, size_t n,
				  size_t *cap)
{
	struct memo_row *v;
	int i = m->spare_cap[1] > m->spare_cap[0];

	v = m->spare[i];
	*cap = m->spare_cap[i];
	m->spare[i] = NULL;
	m->spare_cap[i] = 0;
	if (*cap < n) {
		free(v);
		*cap = n + n / 8;
		v = xreallocarray(NULL, *cap, sizeof(*v));
	}
	return v;
}

/* @v, of @cap rows, a spare of @m, unless both spares are larger. */
static void rows_give(struct scan_memo *m, struct memo_row *v, size_t cap)
{
	int i = m->spare_cap[1] < m->spare_cap[0];

	if (m->spare_cap[i] >= cap) {
		free(v);
		return;
	}
	free(m->spare[i]);
	m->spare[i] = v;
	m->spare_cap[i] = cap;
}

/*
 * The rows of the scan before that the new ones did not take (their
 * @mem is still theirs) join those left before, the oldest of which go.
 */
static void memo_rows_leave(struct scan_memo *m)
{
	const struct memo_rows *a = &m->prev, *b = &m->rows;
	size_t i = 0, k = 0, n = 0, cap;
	struct memo_row *v = rows_take(m, a->n + b->n + 1, &cap);

	m->gen++;
	for (;;) {
		struct memo_row *e;

		/*
		 * Rows taken over are passed before they are compared: most
		 * of the scan before's are, and their paths' strcmp() was 2%
		 * of a log's load.
		 */
		while (i < a->n && !a->v[i].mem)
			i++;
		while (k < b->n && !b->v[k].mem)
			k++;
		if (i >= a->n && k >= b->n)
			break;
		/* A path's rows in the order they were left. */
		if (k >= b->n ||
		    (i < a->n && strcmp(a->v[i].path, b->v[k].path) <= 0)) {
			e = &a->v[i++];
		} else {
			e = &b->v[k++];
			e->gen = m->gen;
		}
		if (m->gen - e->gen >= PREV_GENS) {
			memo_row_free(e);
			continue;
		}
		v[n++] = *e;
	}
	rows_give(m, m->prev.v, m->prev.cap);
	rows_give(m, m->rows.v, m->rows.cap);
	m->prev.v = v;
	m->prev.n = n;
	m->prev.at = 0;
	m->prev.cap = cap;
}

/*
 * The rows of this scan's files, in the memo in place of the scan
 * before's, in the order of the listing: each file's row as the workers
 * made it (of a file read, or whose row could not be read), else as the
 * cache or the memo gave it (the memo's taken over, not copied).
 */
static void memo_rows_renew(struct scan_memo *memo, const struct scan *s,
			    const struct worker *workers, int jobs)
{
	const struct blob_row **fresh;
	const struct worker **by;
	struct strbuf row = STRBUF_INIT;
	struct memo_row *v;
	size_t i, k, n = 0, cap;
	int j;

	fresh = xcalloc(s->nfiles + 1, sizeof(*fresh));
	by = xcalloc(s->nfiles + 1, sizeof(*by));
	/* Each row put in it is written whole. */
	v = rows_take(memo, s->nfiles + 1, &cap);
	for (j = 0; j < jobs; j++)
		for (k = 0; k < workers[j].nrows; k++) {
			const struct blob_row *r = &workers[j].rows[k];

			fresh[r->f - s->files] = r;
			by[r->f - s->files] = &workers[j];
		}
	for (i = 0; i < s->nfiles; i++) {
		const struct scan_file *f = &s->files[i];
		const struct blob_row *r = fresh[i];

		if (!f->id)
			continue;
		if (r) {
			strbuf_reset(&row);
			row_pack(&row, by[i]->facts.buf + r->off, r->len,
				 by[i]->kept.buf + r->koff, r->klen);
			memo_row_copy(&v[n++], f, r->rerun, row.buf, row.len);
		} else if (f->cached && f->memo) {
			v[n] = *f->memo;
			v[n++].checked = f->replayed ?
					 f->memo->checked | s->kinds : 0;
			f->memo->mem = NULL;
			f->memo->parts = NULL;
			f->memo->own = NULL;
		} else if (f->cached) {
			memo_row_copy(&v[n], f, f->rerun, f->row, f->nrow);
			v[n++].checked = f->replayed ? s->kinds : 0;
		}
	}
	strbuf_release(&row);
	memo_rows_leave(memo);
	memo->rows.v = v;
	memo->rows.n = n;
	memo->rows.at = 0;
	memo->rows.cap = cap;
	free(fresh);
	free(by);
}

/* The words of each enabled extractor, from its triggers or local_words. */
static int build_one(struct prefilter **pf, const struct scan *s, int local)
{
	const char **words = NULL;
	uint64_t *masks = NULL;
	size_t n = 0, alloc = 0, masks_alloc = 0, i;
	const char *const *t;
	int err;

	for (i = 0; i < nr_extractors; i++) {
		const char *const *list = local ? extractors[i]->local_words :
					  extractors[i]->triggers;

		if (!(s->kinds & (UINT64_C(1) << i)) || !list)
			continue;
		for (t = list; *t; t++) {
			ALLOC_GROW(words, n + 1, alloc);
			ALLOC_GROW(masks, n + 1, masks_alloc);
			words[n] = *t;
			masks[n++] = UINT64_C(1) << i;
		}
	}
	err = prefilter_new_cached(pf, s->cache, words, masks, n,
				   local ? PREFILTER_EVERY : 0);
	free(words);
	free(masks);
	return err;
}

/*
 * The prefilters of the scan's kinds.  The memo keeps them for the next
 * scan: compiling them was 1.5% of loading a commit from the rows.
 */
static int build_prefilter(struct scan *s)
{
	struct scan_memo *m = s->memo;
	size_t i;

	for (i = 0; i < nr_extractors; i++)
		if ((s->kinds & (UINT64_C(1) << i)) && extractors[i]->local_words)
			s->local |= UINT64_C(1) << i;
	if (m && m->pf && m->pf_kinds == s->kinds) {
		s->pf = m->pf;
		s->local_pf = m->local_pf;
		return 0;
	}
	if (build_one(&s->pf, s, 0) < 0 || build_one(&s->local_pf, s, 1) < 0)
		return -1;
	if (m) {
		prefilter_free(m->pf);
		prefilter_free(m->local_pf);
		m->pf = s->pf;
		m->local_pf = s->local_pf;
		m->pf_kinds = s->kinds;
	}
	return 0;
}

/* An extractor's finish step, and the inventory it adds to. */
struct finish_job {
	const struct extractor *ex;
	void **states;
	struct inventory *inv;
	size_t index;		/* in the table */
	int given;		/* by the memo: nothing to run */
	/*
	 * Its part (extractor.finish_part) to make first, or NULL; or,
	 * with @part_only, that part alone, beside the rest.
	 */
	struct inventory *part;
	int part_only;
	void **memo;		/* the step's own (extractor.finish_memo) */
};

struct scan_memo *scan_memo_new(void)
{
	return xcalloc(1, sizeof(struct scan_memo));
}

void scan_memo_free(struct scan_memo *m)
{
	size_t k, i;

	if (!m)
		return;
	for (k = 0; k < 64; k++) {
		for (i = 0; i < MEMO_STEPS; i++) {
			if (m->step[k].v[i].valid)
				inventory_release(&m->step[k].v[i].out);
			if (m->part[k].v[i].valid)
				inventory_release(&m->part[k].v[i].out);
		}
		if (m->finish[k])
			extractors[k]->memo_free(m->finish[k]);
	}
	free(m->sums);
	free(m->paths);
	free(m->listed);
	free(m->listing);
	arena_release(&m->arena);
	memo_rows_release(m->rows.v, m->rows.n);
	memo_rows_release(m->prev.v, m->prev.n);
	free(m->spare[0]);
	free(m->spare[1]);
	prefilter_free(m->pf);
	prefilter_free(m->local_pf);
	free(m);
}

/*
 * Add copies of the items and problems of @from to @to, their strings in
 * @to's arena: the memo's inventories outlive the scans'.
 */
static void inventory_copy(struct inventory *to, const struct inventory *from,
			   const struct scan *s)
{
	struct item *some = NULL;
	size_t i, n = 0;

	/* Kinds are most often the table's strings: keep them so. */
	if (!s || !s->keep) {
		inventory_copy_items(to, from->items, from->nitems,
				     extract_kind_of);
	} else {
		/* Only what the scans of this memo keep is copied. */
		some = xcalloc(from->nitems + 1, sizeof(*some));
		for (i = 0; i < from->nitems; i++)
			if (item_wanted(&from->items[i], s))
				some[n++] = from->items[i];
		inventory_copy_items(to, some, n, extract_kind_of);
		free(some);
	}
	for (i = 0; i < from->nproblems; i++)
		inventory_problem(to, from->problems[i].path, "%s",
				  from->problems[i].msg);
	to->files += from->files;
}

/*
 * What names the inputs of the deferred finish steps and of their parts,
 * and what scans before gave of them.
 */
struct steps {
	git_oid digest[64], part_digest[64];
	struct inventory given[64], part[64];
	uint64_t reuse, part_reuse;
};

/* What a file kept for a deferred step, by the step and the file's index. */
struct kept_ref {
	size_t ex, file;
	const unsigned char *sum;
	const char *buf;
	size_t len;
};

/*
 * @v[0..@n) in the order of their extractors, and of their files for
 * each (a file keeps one part for an extractor at most): counted out
 * by file, then by extractor, each pass keeping the order of the one
 * before.  qsort() of these was 3.6% of a log's load.
 */
static void kept_refs_sort(struct kept_ref *v, size_t n, size_t nfiles)
{
	struct kept_ref *tmp = xcalloc(n + 1, sizeof(*tmp));
	size_t *at = xcalloc(nfiles + 1, sizeof(*at)), by_ex[65] = { 0 };
	size_t i, sum;

	for (i = 0; i < n; i++)
		at[v[i].file + 1]++;
	for (i = 1; i <= nfiles; i++)
		at[i] += at[i - 1];
	for (i = 0; i < n; i++)
		tmp[at[v[i].file]++] = v[i];
	for (i = 0; i < n; i++)
		by_ex[tmp[i].ex + 1]++;
	for (i = 1, sum = 0; i < ARRAY_SIZE(by_ex); i++) {
		sum += by_ex[i];
		by_ex[i] = sum;
	}
	for (i = 0; i < n; i++)
		v[by_ex[tmp[i].ex]++] = tmp[i];
	free(at);
	free(tmp);
}

/*
 * One input of a step's digest: the file's path, a NUL, and the SHA-1 of
 * what the file kept for the step.
 */
static void input_add(struct strbuf *sb, const char *path,
		      const unsigned char *sum)
{
	strbuf_add(sb, path, strlen(path) + 1);
	strbuf_add(sb, sum, GIT_OID_RAWSZ);
}

/*
 * Whether the inputs of extractor @ex's part are named apart from its
 * step's: by their paths, or by what the files kept for the part.
 */
static int part_named(const struct extractor *ex)
{
	return ex->part_path || ex->part_kept;
}

static size_t part_sum_slot(const struct part_sum *v, size_t cap,
			    size_t ex, const unsigned char *kept)
{
	size_t h;

	memcpy(&h, kept, sizeof(h));
	for (h ^= ex; v[h & (cap - 1)].used; h++)
		if (v[h & (cap - 1)].ex == ex &&
		    !memcmp(v[h & (cap - 1)].kept, kept, GIT_OID_RAWSZ))
			break;
	return h & (cap - 1);
}

static void part_sums_grow(struct scan_memo *m)
{
	struct part_sum *old = m->sums;
	size_t oldcap = m->sums_cap, i;

	m->sums_cap = m->sums_cap ? m->sums_cap * 2 : 1024;
	m->sums = xcalloc(m->sums_cap, sizeof(*m->sums));
	for (i = 0; i < oldcap; i++)
		if (old[i].used)
			m->sums[part_sum_slot(m->sums, m->sums_cap, old[i].ex,
					      old[i].kept)] = old[i];
	free(old);
}

/*
 * One input of a part named by what its files kept (part_kept): the
 * file's path and the SHA-1 of those bytes, as input_add() writes them,
 * and nothing if there are none.  The SHA-1 is a function of what the
 * file kept, whose SHA-1 the row has: the memo keeps it by that one.
 */
static void part_input_add(struct strbuf *sb, struct scan_memo *m,
			   size_t ex, const char *path,
			   const struct kept_ref *r)
{
	struct part_sum one, *t = &one;
	git_oid oid;
	const char *p;
	size_t n;

	if (m) {
		if (2 * (m->sums_used + 1) > m->sums_cap)
			part_sums_grow(m);
		t = &m->sums[part_sum_slot(m->sums, m->sums_cap, ex, r->sum)];
		if (t->used)
			goto add;
	}
	extractors[ex]->part_kept(&p, &n, r->buf, r->len);
	t->empty = !n;
	if (n && git_odb_hash(&oid, p, n, GIT_OBJECT_BLOB) < 0)
		die("%s: can't hash what %s kept of it", path,
		    extractors[ex]->name);
	if (n)
		memcpy(t->part, oid.id, GIT_OID_RAWSZ);
	if (m) {
		memcpy(t->kept, r->sum, GIT_OID_RAWSZ);
		t->ex = ex;
		t->used = 1;
		m->sums_used++;
	}
add:
	if (!t->empty)
		input_add(sb, path, t->part);
}

/*
 * What names the inputs of each deferred finish step: the files that
 * kept something for it, in the order of the listing, each by its path
 * and the SHA-1 of what it kept, which its row holds.  A step that reads
 * no facts gives a pure function of that.  Not by the file's blob id or
 * stat data: a file edited where the step does not look (most edits)
 * keeps the same, and so does a clean file whose index entry became
 * racy.  A step's part (extractor.finish_part) is named so by the files
 * of the part alone, or by what the files kept for it.
 */
static void step_digests(struct steps *st, const struct scan *s,
			 const struct worker *workers, int jobs)
{
	struct strbuf sb = STRBUF_INIT, part = STRBUF_INIT;
	struct kept_ref *v = NULL;
	size_t i, k, n = 0, alloc = 0;
	int j;

	for (j = 0; j < jobs; j++) {
		const struct worker *w = &workers[j];

		for (i = 0; i < w->nlater; i++) {
			ALLOC_GROW(v, n + 1, alloc);
			v[n].ex = w->later[i].ex;
			v[n].file = (size_t)(w->later[i].f - s->files);
			v[n].sum = w->later[i].sum;
			v[n].buf = kept_bytes(w, &w->later[i]);
			v[n++].len = w->later[i].len;
		}
	}
	kept_refs_sort(v, n, s->nfiles);
	for (i = k = 0; k < nr_extractors; k++) {
		const struct extractor *ex = extractors[k];

		if (!(s->defer & (UINT64_C(1) << k)))
			continue;
		strbuf_reset(&sb);
		strbuf_reset(&part);
		/* Only deferred steps have parts: those before k are taken. */
		for (; i < n && v[i].ex == k; i++) {
			const char *path = s->files[v[i].file].path;

			input_add(&sb, path, v[i].sum);
			if (ex->part_path && ex->part_path(path))
				input_add(&part, path, v[i].sum);
			else if (ex->part_kept)
				part_input_add(&part, s->memo, k, path, &v[i]);
		}
		if (git_odb_hash(&st->digest[k], sb.buf, sb.len,
				 GIT_OBJECT_BLOB) < 0 ||
		    (part_named(ex) &&
		     git_odb_hash(&st->part_digest[k], part.buf, part.len,
				  GIT_OBJECT_BLOB) < 0))
			die("can't hash the inputs of %s's finish step",
			    ex->name);
	}
	free(v);
	strbuf_release(&part);
	strbuf_release(&sb);
}

/*
 * The outputs of each step the cache keeps: so many that a working tree
 * edited again and again leaves that many, and the two trees of a diff
 * don't take each other's place.  Of a part, more: a log's bisections go
 * back and forth between the few versions of the uapi headers that its
 * range has (eight in the 222 first commits of bench/make-history.sh),
 * 5 MB each in the cache.
 */
#define STEP_ROWS 4
#define PART_ROWS 16

/* The name under which the cache keeps extractor @k's step, or its part. */
static const char *step_name(struct strbuf *sb, size_t k, int part)
{
	strbuf_reset(sb);
	strbuf_addstr(sb, extractors[k]->name);
	if (part)
		strbuf_addstr(sb, "-part");
	return sb->buf;
}

/*
 * @out, what step @k or its part gave from inputs named @digest, kept in
 * the memo's ring in place of the oldest there: a step's output as the
 * scan keeps it (run_finishes()), a part's only what the scan keeps.
 */
static void memo_step_put(const struct scan *s, size_t k,
			  const git_oid *digest, const struct inventory *out,
			  int part)
{
	struct memo_ring *r = part ? &s->memo->part[k] : &s->memo->step[k];
	struct memo_step *m = &r->v[r->next++ % MEMO_STEPS];

	if (m->valid)
		inventory_release(&m->out);
	inventory_init(&m->out);
	inventory_copy(&m->out, out, part ? s : NULL);
	m->digest = *digest;
	m->keep = s->keep;
	m->valid = 1;
}

/*
 * What a scan before gave from inputs named @digest, of step @k or of
 * its part, added to @out: the memo's (one of the thread's last
 * MEMO_STEPS), within a run (log), or else the cache's.  A part, which
 * few of log's commits change (the uapi headers), is also looked for in
 * the cache when the memo has none of those inputs (the two threads'
 * bisections go back and forth between a few), and kept in the memo.
 * 0, or -1 if none.
 */
static int step_get(struct inventory *out, const struct scan *s, size_t k,
		    const git_oid *digest, int part)
{
	char hex[GIT_OID_HEXSZ + 1];
	struct strbuf name = STRBUF_INIT;
	const struct memo_ring *r;
	size_t i;
	int ret;

	if (s->memo) {
		r = part ? &s->memo->part[k] : &s->memo->step[k];
		for (i = 0; i < MEMO_STEPS; i++) {
			const struct memo_step *m = &r->v[i];

			if (m->valid && m->keep == s->keep &&
			    git_oid_equal(&m->digest, digest)) {
				inventory_copy(out, &m->out, NULL);
				return 0;
			}
		}
		if (!part)
			return -1;
	}
	git_oid_tostr(hex, sizeof(hex), digest);
	ret = cache_step_get(s->cache, step_name(&name, k, part), hex, out);
	strbuf_release(&name);
	if (!ret && s->memo)
		memo_step_put(s, k, digest, out, part);
	return ret;
}

/*
 * The deferred steps whose inputs are those of a step before, 1 bit
 * each in @st->reuse, what each gave added to @st->given[k], empty; of
 * the others, those whose part's inputs are, in @st->part_reuse and
 * @st->part[k].
 */
static void steps_given(struct steps *st, const struct scan *s)
{
	size_t k;

	for (k = 0; k < nr_extractors; k++) {
		uint64_t bit = UINT64_C(1) << k;

		if (!(s->defer & bit))
			continue;
		if (!step_get(&st->given[k], s, k, &st->digest[k], 0))
			st->reuse |= bit;
		else if (part_named(extractors[k]) &&
			 !step_get(&st->part[k], s, k, &st->part_digest[k], 1))
			st->part_reuse |= bit;
	}
}

/*
 * What step @k gave, or its part, @out, from inputs named @digest, for
 * the next scan: in the memo, or else in the cache; a part in both.  A
 * step's output comes with only what the scan keeps (run_finishes());
 * a part whole, for the cache, and the memo's copy of it only that.
 */
static void step_keep(const struct scan *s, size_t k, const git_oid *digest,
		      const struct inventory *out, int part)
{
	char hex[GIT_OID_HEXSZ + 1];
	struct strbuf name = STRBUF_INIT;

	if (!s->memo || part) {
		git_oid_tostr(hex, sizeof(hex), digest);
		cache_step_put(s->cache, step_name(&name, k, part), hex, out,
			       part ? PART_ROWS : STEP_ROWS);
		strbuf_release(&name);
	}
	if (s->memo)
		memo_step_put(s, k, digest, out, part);
}

/* What a worker put aside for the steps that run, into its states. */
static void *unpack_later(void *arg)
{
	struct worker *w = arg;
	size_t i;

	for (i = 0; i < w->nlater; i++) {
		const struct kept_part *k = &w->later[i];
		const struct extractor *ex = extractors[k->ex];
		const char *buf = kept_bytes(w, k);

		if (!(w->scan->unpack & (UINT64_C(1) << k->ex)))
			continue;
		/* Rows were read once already, and fresh parts are ours. */
		if (unpack_again(ex, w->states[k->ex], k->f->path, buf,
				 k->len, k->sum) < 0)
			die("%s: %s can't read back what it kept of %s",
			    k->f->path, ex->name, k->f->path);
	}
	return NULL;
}

/*
 * The finish steps the memo may give: those that read no facts, of
 * extractors whose states are packed (so what each file keeps is known).
 */
static void defer_finishes(struct scan *s)
{
	size_t k;

	for (k = 0; k < nr_extractors; k++) {
		const struct extractor *ex = extractors[k];

		if ((s->kinds & (UINT64_C(1) << k)) && ex->finish &&
		    ex->state_pack && !ex->finish_reads_facts)
			s->defer |= UINT64_C(1) << k;
	}
}

/* unpack_later() for every worker, in the workers' threads again. */
static void unpack_all_later(struct worker *workers, int jobs)
{
	run_beside(unpack_later, workers, (size_t)jobs, sizeof(*workers));
}

struct finish_pool {
	struct finish_job *jobs;
	size_t njobs;
	int nstates;
	atomic_size_t next;
};

static void *finish_main(void *arg)
{
	struct finish_pool *p = arg;
	size_t i;

	while ((i = atomic_fetch_add(&p->next, 1)) < p->njobs) {
		const struct finish_job *j = &p->jobs[i];

		if (j->given)
			continue;
		if (j->part)
			j->ex->finish_part(j->part, j->states, p->nstates);
		if (j->part_only)
			continue;
		if (j->memo)
			j->ex->finish_memo(j->inv, j->states, p->nstates,
					   j->memo);
		else
			j->ex->finish(j->inv, j->states, p->nstates);
	}
	return NULL;
}

/*
 * The extractors' finish steps.  Those that read the facts the files
 * gave run first, on the scan's inventory; the others at the same time,
 * each adding to an inventory of its own, taken into the scan's in the
 * table's order.  The largest (uapi's layouts) then no longer holds up
 * the rest, which matters most for the tree a diff finishes last.
 * A step's part (extractor.finish_part) runs first in its job, or in a
 * job of its own beside it.  The steps of @st->reuse are given, and the
 * parts of @st->part_reuse; the other deferred ones and parts are kept
 * for the next scan, named by @st's digests.
 */
static void run_finishes(struct inventory *inv, struct worker *workers,
			 int nstates, const struct scan *s, struct steps *st)
{
	void **states = xcalloc(nr_extractors * (size_t)nstates,
				sizeof(*states));
	/* A step and its part beside it, for each extractor at most. */
	struct finish_job jobs[128];
	struct inventory outs[128];
	struct finish_pool pool = { jobs, 0, nstates, 0 };
	pthread_t threads[64];
	size_t k, n;
	int i, nthreads = 0, make_part;

	for (k = 0; k < nr_extractors; k++) {
		const struct extractor *ex = extractors[k];
		void **sts = states + k * (size_t)nstates;
		uint64_t bit = UINT64_C(1) << k;

		for (i = 0; i < nstates; i++)
			sts[i] = workers[i].states[k];
		if (!ex->finish || !(s->kinds & bit))
			continue;
		if (ex->finish_reads_facts) {
			extractor_finish(ex, inv, sts, nstates);
			continue;
		}
		make_part = ex->finish_part && !(st->reuse & bit) &&
			    !(st->part_reuse & bit);
		if (make_part && ex->part_beside) {
			n = pool.njobs++;
			jobs[n] = (struct finish_job){ ex, sts, NULL, k, 0,
						       &st->part[k], 1, NULL };
			make_part = 0;
		}
		n = pool.njobs++;
		jobs[n] = (struct finish_job){ ex, sts, &outs[n], k,
					       !!(st->reuse & bit),
					       make_part ? &st->part[k] : NULL,
					       0, NULL };
		if (s->memo && ex->finish_memo)
			jobs[n].memo = &s->memo->finish[k];
		if (jobs[n].given)
			outs[n] = st->given[k];
		else
			inventory_init(&outs[n]);
		/* Not for the cache, whose steps are whole, but the memo's. */
		if (s->keep && (s->memo || !(s->defer & bit)))
			outs[n].wants = s->keep;
	}
	/* The calling thread is one of them. */
	while (nthreads + 1 < nstates && (size_t)nthreads + 1 < pool.njobs &&
	       !pthread_create(&threads[nthreads], NULL, finish_main, &pool))
		nthreads++;
	finish_main(&pool);
	for (i = 0; i < nthreads; i++)
		pthread_join(threads[i], NULL);
	for (n = 0; n < pool.njobs; n++) {
		const struct extractor *ex = jobs[n].ex;
		struct inventory *part;
		uint64_t bit;

		if (jobs[n].part_only)
			continue;
		k = jobs[n].index;
		bit = UINT64_C(1) << k;
		if (ex->finish_part && !jobs[n].given) {
			part = &st->part[k];
			if (part_named(ex) && !(st->part_reuse & bit) &&
			    (s->defer & bit))
				step_keep(s, k, &st->part_digest[k], part, 1);
			/* The step's output is its part, then the rest. */
			inventory_absorb(part, &outs[n]);
			inventory_release(&outs[n]);
			outs[n] = *part;
			inventory_init(part);
		}
		if (s->keep)
			keep_wanted(&outs[n], s);
		if (!jobs[n].given && (s->defer & bit))
			step_keep(s, k, &st->digest[k], &outs[n], 0);
		inventory_absorb(inv, &outs[n]);
		inventory_release(&outs[n]);
	}
	for (k = 0; k < nr_extractors; k++) {
		void **sts = states + k * (size_t)nstates;

		for (i = 0; i < nstates; i++)
			if (extractors[k]->state_free && sts[i])
				extractors[k]->state_free(sts[i]);
	}
	free(states);
}

/* At most this many files changed since the rows: patch_tree() patches. */
#define PATCH_MAX_FILES 64

/*
 * Whether the facts @v[0..@n) of a file may patch the inventory of @b:
 * none of a kind whose finish step reads the facts, or whose annotation
 * reads other items, or of an identity that more than one fact gave.
 */
static int patchable(const struct patch_base *b, const struct item *v,
		     size_t n)
{
	const struct extractor *ex;
	uint64_t h;
	size_t i;

	for (i = 0; i < n; i++) {
		ex = extractor_for_kind(v[i].kind);
		if (!ex || ex->finish_reads_facts ||
		    annotate_whole_kind(v[i].kind))
			return 0;
		h = ident_hash(v[i].kind, v[i].name);
		if (bsearch(&h, b->multi, b->nmulti, sizeof(h), u64_cmp))
			return 0;
	}
	return 1;
}

static int item_ident_cmp(const void *elem, const void *key)
{
	return item_cmp(elem, key);
}

/* The index of the item of @v[0..@n) with the identity of @it, or -1. */
static ssize_t find_item(const struct item *v, size_t n, const struct item *it)
{
	size_t i = lower_bound(v, n, sizeof(*v), it, item_ident_cmp);

	return i < n && !item_cmp(&v[i], it) ? (ssize_t)i : -1;
}

/*
 * The files of @s whose rows differ from the directory's rows, by index,
 * in @d: 0, or -1 if the listing is not the rows' (a file added or gone,
 * a file the annotators read changed) or more than PATCH_MAX_FILES did.
 */
static int changed_files(size_t *d, size_t *nd, const struct scan *s)
{
	const struct patch_base *b = &s->base;
	char buf[ROW_KEY_MAX];
	const char *key;
	size_t i;

	*nd = 0;
	if (s->rows.n != s->nfiles || b->ninputs != s->ninputs)
		return -1;
	for (i = 0; i < s->ninputs; i++) {
		key = row_key(s, &s->inputs[i], buf);
		if (!key || strcmp(key, b->inputs[i].id) ||
		    strcmp(s->inputs[i].path, b->inputs[i].path))
			return -1;
	}
	for (i = 0; i < s->nfiles; i++) {
		const struct memo_row *e = &s->rows.v[i];

		if (strcmp(e->path, s->files[i].path))
			return -1;
		key = row_key(s, &s->files[i], buf);
		if (key && !strcmp(key, e->id))
			continue;
		if (*nd == PATCH_MAX_FILES)
			return -1;
		d[(*nd)++] = i;
	}
	return 0;
}

/*
 * What the row @row[0..@n) keeps for the extractor @name: its bytes,
 * with the SHA-1 of them in @sum; NULL if nothing (@err set to -1 if the
 * row can't be read).
 */
static const char *kept_part(const unsigned char **sum, uint32_t *len,
			     int *err, const char *row, size_t n,
			     const char *name)
{
	struct scan_file f = { .row = row, .nrow = n };
	struct unpacker facts, u;
	struct kept_entry e;
	size_t want = strlen(name);
	int r;

	if (row_unpack(&f, &facts, &u) < 0) {
		*err = -1;
		return NULL;
	}
	while ((r = kept_next(&e, &u)) > 0) {
		if (e.nlen == want && !memcmp(e.name, name, want)) {
			*sum = e.sum;
			*len = e.len;
			return e.buf;
		}
	}
	if (r < 0)
		*err = -1;
	return NULL;
}

/* An edited file of patch_tree(): its row before, and now. */
struct edited {
	const struct scan_file *f;
	const struct memo_row *was;
	struct strbuf now;
	uint64_t rerun;
	int made;	/* read, not replayed */
};

/*
 * The files @d[0..@nd) of @s read, or replayed from the cache, by one
 * worker of a scan of their own; their rows kept, and given in @e.
 * 0, or -1 if one has a problem (then the whole scan says it).
 */
static int scan_changed(struct edited *e, size_t *nread, struct scan *s,
			const size_t *d, size_t nd)
{
	struct scan sub;
	struct worker w;
	struct strbuf facts = STRBUF_INIT;
	size_t i, k;
	int ret = -1;

	memset(&sub, 0, sizeof(sub));
	worker_init(&w, &sub);
	sub.src = s->src;
	sub.kinds = s->kinds;
	sub.cache = s->cache;
	sub.root = s->root;
	sub.start = s->start;
	atomic_init(&sub.next, 0);
	sub.files = xcalloc(nd, sizeof(*sub.files));
	for (i = 0; i < nd; i++) {
		sub.files[i] = s->files[d[i]];
		lookup_file(&sub, &sub.files[i], &facts);
		strbuf_reset(&facts);
	}
	sub.nfiles = nd;
	if (build_prefilter(&sub) < 0)
		goto out;
	worker_main(&w);
	put_rows(&sub, &w, 1, 0);
	*nread = nd - atomic_load(&sub.nr_cached);
	if (w.inv.nproblems)
		goto out;
	for (i = 0; i < nd; i++) {
		const struct scan_file *f = &sub.files[i];
		const struct blob_row *r = NULL;

		for (k = 0; k < w.nrows; k++)
			if (w.rows[k].f == f)
				r = &w.rows[k];
		e[i].f = &s->files[d[i]];
		e[i].was = &s->rows.v[d[i]];
		e[i].made = !!r;
		if (r) {
			row_pack(&e[i].now, w.facts.buf + r->off, r->len,
				 w.kept.buf + r->koff, r->klen);
			e[i].rerun = r->rerun;
		} else if (f->cached) {
			strbuf_add(&e[i].now, f->row, f->nrow);
			e[i].rerun = f->rerun;
		} else {
			goto out;
		}
	}
	ret = 0;
out:
	for (k = 0; k < nr_extractors; k++)
		if (extractors[k]->state_free && w.states[k])
			extractors[k]->state_free(w.states[k]);
	worker_release(&w);
	free(sub.files);
	arena_release(&sub.arena);
	prefilter_free(sub.pf);
	prefilter_free(sub.local_pf);
	strbuf_release(&facts);
	return ret;
}

/*
 * The facts of the edited file @e, before and now, to @old and @fresh
 * if they differ, and in @redo the extractors whose finish step it keeps
 * something else for now: 0, or -1 if they can't patch (a finish step
 * that reads the facts, or the file again each time).
 */
static int edited_facts(struct inventory *old, struct inventory *fresh,
			uint64_t *redo, const struct edited *e)
{
	struct scan_file a = { .row = e->was->row, .nrow = e->was->nrow };
	struct scan_file b = { .row = e->now.buf, .nrow = e->now.len };
	const unsigned char *asum, *bsum;
	struct unpacker af, ak, bf, bk;
	const char *ap, *bp;
	uint32_t alen, blen;
	int err = 0;
	size_t k;

	if (e->rerun || (e->was->rerun & (e->f->always | e->f->triggered)) ||
	    row_unpack(&a, &af, &ak) < 0 || row_unpack(&b, &bf, &bk) < 0)
		return -1;
	for (k = 0; k < nr_extractors; k++) {
		const struct extractor *ex = extractors[k];

		if (!ex->state_pack)
			continue;
		ap = kept_part(&asum, &alen, &err, a.row, a.nrow, ex->name);
		bp = kept_part(&bsum, &blen, &err, b.row, b.nrow, ex->name);
		if (err < 0)
			return -1;
		if (!ap != !bp || (ap && memcmp(asum, bsum, GIT_OID_RAWSZ)))
			*redo |= UINT64_C(1) << k;
	}
	alen = (uint32_t)(af.end - af.p);
	blen = (uint32_t)(bf.end - bf.p);
	if (alen == blen && !memcmp(af.p, bf.p, alen))
		return 0;
	if (cache_facts_unpack(old, arena_strdup(&old->arena, e->f->path),
			       (const char *)af.p, alen) < 0 ||
	    cache_facts_unpack(fresh, arena_strdup(&fresh->arena, e->f->path),
			       (const char *)bf.p, blen) < 0)
		return -1;
	return 0;
}

/* Facts in a total order: identity, then all the rest. */
static int fact_whole_cmp(const void *pa, const void *pb)
{
	const struct item *a = pa, *b = pb;
	int c = item_cmp(a, b);
	uint32_t i;

	if (c)
		return c;
	if (a->prio != b->prio)
		return a->prio < b->prio ? -1 : 1;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	c = strcmp(a->file ? a->file : "", b->file ? b->file : "");
	if (c)
		return c;
	if (a->nattrs != b->nattrs)
		return a->nattrs < b->nattrs ? -1 : 1;
	for (i = 0; i < a->nattrs; i++) {
		c = strcmp(a->attrs[i].key, b->attrs[i].key);
		if (!c)
			c = strcmp(a->attrs[i].val, b->attrs[i].val);
		if (c)
			return c;
	}
	return 0;
}

/*
 * The digest of the inputs of extractor @k's finish step, as
 * step_digests() names them, with the rows of the edited files @e[0..@n)
 * as they were (@now 0) or are; the parts kept for it are given to
 * @st if not NULL.  0, or -1 if a row can't be read.
 */
static int step_inputs(git_oid *digest, void *st, const struct scan *s,
		       size_t k, const struct edited *e, size_t n, int now)
{
	const struct extractor *ex = extractors[k];
	struct strbuf sb = STRBUF_INIT;
	const unsigned char *sum;
	const char *row, *buf;
	size_t i, j = 0, len;
	uint32_t plen;
	int err = 0;

	for (i = 0; i < s->nfiles; i++) {
		const struct scan_file *f = &s->files[i];

		row = s->rows.v[i].row;
		len = s->rows.v[i].nrow;
		if (j < n && e[j].f == f) {
			if (now) {
				row = e[j].now.buf;
				len = e[j].now.len;
			}
			j++;
		}
		buf = kept_part(&sum, &plen, &err, row, len, ex->name);
		if (err < 0)
			break;
		if (!buf)
			continue;
		input_add(&sb, f->path, sum);
		if (st && ex->state_unpack(st, f->path, buf, plen) < 0)
			err = -1;
	}
	if (!err && git_odb_hash(digest, sb.buf, sb.len, GIT_OBJECT_BLOB) < 0)
		err = -1;
	strbuf_release(&sb);
	return err;
}

/*
 * What the finish step of extractor @k gave, with the rows of the edited
 * files @e[0..@n) as they were (@now 0) or are, into @out: from the cache
 * (a scan before kept it), or made from the rows' kept parts.  The one
 * before is kept again for the edits after, which all start from it; the
 * one now is not: the patch kept says what it changed, and keeping it
 * (9 ms) would push the one before out of the cache's last few.
 * 0, or -1 if it can't be known.
 */
static int step_output(struct inventory *out, const struct scan *s, size_t k,
		       const struct edited *e, size_t n, int now)
{
	const struct extractor *ex = extractors[k];
	char hex[GIT_OID_HEXSZ + 1];
	git_oid digest;
	void *st;
	int ret = -1;

	if (step_inputs(&digest, NULL, s, k, e, n, now) < 0)
		return -1;
	git_oid_tostr(hex, sizeof(hex), &digest);
	if (cache_step_get(s->cache, ex->name, hex, out) == 0)
		return 0;
	inventory_release(out);
	inventory_init(out);
	st = ex->state_new();
	if (step_inputs(&digest, st, s, k, e, n, now) == 0) {
		extractor_finish(ex, out, &st, 1);
		if (!out->nproblems) {
			if (!now)
				cache_step_put(s->cache, ex->name, hex, out,
					       STEP_ROWS);
			ret = 0;
		}
	}
	ex->state_free(st);
	return ret;
}

/*
 * What the finish step of extractor @k, whose inputs the edit changed,
 * gives now and not before, into @fresh, and gave before and not now,
 * into @old.  0, or -1 if it can't be known.
 */
static int redo_step(struct inventory *old, struct inventory *fresh,
		     const struct scan *s, size_t k, const struct edited *e,
		     size_t n)
{
	struct inventory was, now;
	size_t i, j;
	int c, ret = -1;

	inventory_init(&was);
	inventory_init(&now);
	if (step_output(&was, s, k, e, n, 0) < 0 ||
	    step_output(&now, s, k, e, n, 1) < 0)
		goto out;
	sort_array(was.items, was.nitems, sizeof(*was.items), fact_whole_cmp);
	sort_array(now.items, now.nitems, sizeof(*now.items), fact_whole_cmp);
	for (i = j = 0; i < was.nitems || j < now.nitems;) {
		c = i == was.nitems ? 1 : j == now.nitems ? -1 :
		    fact_whole_cmp(&was.items[i], &now.items[j]);
		if (!c) {
			i++;
			j++;
		} else if (c < 0) {
			ALLOC_GROW(old->items, old->nitems + 1, old->alloc);
			old->items[old->nitems++] = was.items[i++];
		} else {
			ALLOC_GROW(fresh->items, fresh->nitems + 1,
				   fresh->alloc);
			fresh->items[fresh->nitems++] = now.items[j++];
		}
	}
	/* Their strings, with them. */
	arena_steal(&old->arena, &was.arena);
	arena_steal(&fresh->arena, &now.arena);
	ret = 0;
out:
	inventory_release(&was);
	inventory_release(&now);
	return ret;
}

/*
 * Annotate the items @fresh, finished, as they would be in a whole
 * inventory like @inv: with the first item of each kind an annotator
 * reads whole (annotate_whole_kind()), which then go again.  Without
 * the cache: the annotators' kept rows are a whole tree's.
 */
static int annotate_fresh(struct inventory *fresh, const struct inventory *inv,
			  struct source *src, const struct annotate_opts *opts)
{
	struct annotate_opts a = *opts;
	size_t i, n = fresh->nitems;
	struct item *w;

	for (i = 0; i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];

		if ((i && !strcmp(it->kind, inv->items[i - 1].kind)) ||
		    !annotate_whole_kind(it->kind))
			continue;
		ALLOC_GROW(fresh->items, fresh->nitems + 1, fresh->alloc);
		w = &fresh->items[fresh->nitems++];
		*w = *it;
		/* Annotated in place (inventory_annotate()): not @inv's. */
		w->attrs = arena_alloc(&fresh->arena,
				       (w->nattrs + 1) * sizeof(*w->attrs));
		memcpy(w->attrs, it->attrs, w->nattrs * sizeof(*w->attrs));
	}
	if (fresh->nitems > n)
		inventory_finish(fresh);
	a.cache = NULL;
	annotate_inventory(fresh, src, &a);
	if (fresh->nproblems)
		return -1;
	for (i = n = 0; i < fresh->nitems; i++)
		if (!annotate_whole_kind(fresh->items[i].kind))
			fresh->items[n++] = fresh->items[i];
	fresh->nitems = n;
	return 0;
}

/*
 * @inv, the base's inventory, less the items of @old and with those of
 * @fresh: 0, or -1 if @old's are not all there, or one of @fresh's is
 * there and not among @old's (then another file gives it too).
 */
static int patch_items(struct inventory *inv, const struct inventory *old,
		       struct inventory *fresh)
{
	unsigned char *gone = xcalloc(inv->nitems + 1, 1);
	struct item *v;
	size_t i, j, n = 0, ngone = 0;
	ssize_t at;
	int ret = -1;

	for (i = 0; i < old->nitems; i++) {
		at = find_item(inv->items, inv->nitems, &old->items[i]);
		if (at < 0 || gone[at])
			goto out;
		gone[at] = 1;
		ngone++;
	}
	for (i = 0; i < fresh->nitems; i++) {
		at = find_item(inv->items, inv->nitems, &fresh->items[i]);
		if (at >= 0 && !gone[at])
			goto out;
	}
	v = xmalloc((inv->nitems - ngone + fresh->nitems + 1) * sizeof(*v));
	for (i = j = 0; i < inv->nitems || j < fresh->nitems;) {
		if (i < inv->nitems && gone[i]) {
			i++;
		} else if (j == fresh->nitems || (i < inv->nitems &&
			   item_cmp(&inv->items[i], &fresh->items[j]) < 0)) {
			v[n++] = inv->items[i++];
		} else {
			v[n++] = fresh->items[j++];
		}
	}
	free(inv->items);
	inv->items = v;
	inv->nitems = n;
	inv->alloc = inv->nitems - ngone + fresh->nitems + 1;
	arena_steal(&inv->arena, &fresh->arena);
	ret = 0;
out:
	free(gone);
	return ret;
}

/*
 * A patched inventory as the cache keeps it: PATCHED_MAGIC, the key of
 * the base, the identities taken out, and the items put in, annotated.
 * A few KB, where the whole inventory is 15 MB to pack and write.
 */
#define PATCHED_MAGIC "abiwatch patched 1\n"

static void pack_patch(struct strbuf *out, const char *base,
		       const struct inventory *old,
		       const struct inventory *fresh)
{
	size_t i;

	strbuf_reset(out);
	strbuf_addstr(out, PATCHED_MAGIC);
	pack_bytes(out, base, strlen(base) + 1);
	pack_u32(out, (uint32_t)old->nitems);
	for (i = 0; i < old->nitems; i++) {
		pack_str(out, old->items[i].kind);
		pack_str(out, old->items[i].name);
	}
	cache_inventory_pack(out, fresh);
}

/* The key of a patched inventory kept for the files that @key names. */
static void patched_key(struct strbuf *out, const char *key)
{
	strbuf_addf(out, "%s patched", key);
}

/*
 * A directory's inventory after an edit of a few files, from the one the
 * directory's rows go with (put_dir_rows()), patched: the items the
 * edited files, and the finish steps they feed, gave before taken out,
 * those they give now put in and annotated.  Only items made of one fact
 * are patched (the patch base names the others); so the inventory is
 * the one a scan of every file would make.  Rebuilding it from 60,000
 * files' rows, finishing and annotating it cost 0.3 s of an edited run.
 * 0 with @inv made, 1 to scan as before, 2 to list the files again and
 * scan as before.
 */
static int patch_tree(struct scan *s, struct inventory *inv,
		      struct strbuf *row, struct strbuf *trace)
{
	struct inventory old, fresh;
	struct edited e[PATCH_MAX_FILES];
	size_t d[PATCH_MAX_FILES], nd, nread = 0, nfiles, nids, n, i, k;
	struct strbuf sb = STRBUF_INIT;
	uint64_t redo = 0;
	char *base = NULL;
	int ret = 1, given = 0;

	if (!s->annotate || !s->cache || inv->nitems || inv->nproblems)
		return 1;
	get_dir_rows(s);
	if (!s->had_rows || !s->base.key[0] ||
	    changed_files(d, &nd, s) < 0 || !cache_has(s->trees, s->base.key))
		return 1;
	inventory_init(&old);
	inventory_init(&fresh);
	memset(e, 0, sizeof(e));
	for (i = 0; i < nd; i++)
		strbuf_init(&e[i].now, 0);
	if (scan_changed(e, &nread, s, d, nd) < 0)
		goto out;
	given = 1;
	for (i = 0; i < nd; i++)
		if (edited_facts(&old, &fresh, &redo, &e[i]) < 0)
			goto out;
	for (k = 0; k < nr_extractors; k++) {
		if (!(redo & (UINT64_C(1) << k)))
			continue;
		if (!extractors[k]->finish || extractors[k]->finish_reads_facts ||
		    !(s->kinds & (UINT64_C(1) << k)))
			goto out;
		if (redo_step(&old, &fresh, s, k, e, nd) < 0)
			goto out;
	}
	if (!patchable(&s->base, old.items, old.nitems) ||
	    !patchable(&s->base, fresh.items, fresh.nitems))
		goto out;
	n = fresh.nitems;
	inventory_finish(&old);
	inventory_finish(&fresh);
	/* Two facts of one identity: the patch base did not have them. */
	if (fresh.nitems != n)
		goto out;
	/*
	 * The listing and the rows are done with: the pages they free take
	 * the base's inventory, which fresh pages cost three times as much
	 * (60 ms of an edited run).  A failure from here lists again.
	 */
	base = xstrdup(s->base.key);
	nfiles = s->nfiles;
	nids = count_ids(s);
	free(s->files);
	s->files = NULL;
	s->nfiles = s->alloc = 0;
	dir_rows_free(s);
	ret = 2;
	if (cache_get(s->trees, base, inv, s->src->name) < 0)
		goto undo;
	if (annotate_fresh(&fresh, inv, s->src, s->annotate) < 0)
		goto undo;
	pack_patch(row, base, &old, &fresh);
	if (patch_items(inv, &old, &fresh) < 0)
		goto undo;
	/* A finish step's facts point to the paths, as a scan's do. */
	arena_steal(&inv->arena, &s->arena);
	if (getenv("ABIWATCH_TRACE")) {
		strbuf_addf(&sb, "abiwatch: trace: %s: %zu files, %zu read; "
			    "%zu by the index; the inventory of the "
			    "directory's rows, %zu files since, %d finish "
			    "steps again\n", s->src->name, nfiles, nread, nids,
			    nd,
			    __builtin_popcountll(redo));
		trace_put(trace, &sb);
	}
	ret = 0;
	goto out;
undo:
	inventory_release(inv);
	inventory_init(inv);
	drop_files(s);
	s->rows_tried = 0;
out:
	/* The scan that follows a decline takes the rows made here. */
	for (i = 0; ret == 1 && given && i < nd; i++) {
		struct scan_file *f = &s->files[d[i]];

		f->cached = 1;
		f->rerun = e[i].rerun & (f->always | f->triggered);
		f->row = arena_strndup(&s->arena, e[i].now.buf, e[i].now.len);
		f->nrow = e[i].now.len;
		/* Replayed, it counts among those the cache gave. */
		s->patch_read += e[i].made && !f->rerun;
	}
	free(base);
	for (i = 0; i < nd; i++)
		strbuf_release(&e[i].now);
	inventory_release(&old);
	inventory_release(&fresh);
	strbuf_release(&sb);
	return ret;
}

/*
 * The inventory kept patched for the files @key names (pack_patch()),
 * into @inv, empty: its base from the cache, patched again.  0, or -1
 * if it can't be had (said, if not just gone).
 */
static int get_patched(struct scan *s, const char *key, struct inventory *inv)
{
	struct strbuf sb = STRBUF_INIT;
	struct inventory old, fresh;
	size_t magic = strlen(PATCHED_MAGIC);
	const char *base, *kind, *name;
	struct unpacker u;
	uint32_t n, i, len, klen, nlen;
	struct item *it;
	int ret = -1;

	inventory_init(&old);
	inventory_init(&fresh);
	if (cache_bytes_get(s->trees, key, &sb) < 0)
		goto out;
	if (sb.len < magic || memcmp(sb.buf, PATCHED_MAGIC, magic))
		goto bad;
	unpacker_init(&u, sb.buf + magic, sb.len - magic);
	base = unpack_bytes(&u, &len);
	n = unpack_u32(&u);
	if (!base || !len || base[len - 1] || n > (size_t)(u.end - u.p) / 8)
		goto bad;
	for (i = 0; i < n; i++) {
		kind = unpack_mem(&u, &klen);
		name = unpack_mem(&u, &nlen);
		if (!kind || !name)
			goto bad;
		ALLOC_GROW(old.items, old.nitems + 1, old.alloc);
		it = &old.items[old.nitems++];
		memset(it, 0, sizeof(*it));
		it->kind = arena_strndup(&old.arena, kind, klen);
		it->name = arena_strndup(&old.arena, name, nlen);
	}
	if (cache_inventory_unpack(&fresh, (const char *)u.p,
				   (size_t)(u.end - u.p)) < 0)
		goto bad;
	if (!cache_has(s->trees, base) ||
	    cache_get(s->trees, base, inv, s->src->name) < 0)
		goto out;
	if (patch_items(inv, &old, &fresh) < 0)
		goto bad;
	ret = 0;
	goto out;
bad:
	warning("cache: the patched inventory of %s can't be read: reading it",
		s->root);
out:
	inventory_release(&old);
	inventory_release(&fresh);
	strbuf_release(&sb);
	return ret;
}

/* A patched inventory (pack_patch()) kept for the files @key names. */
static void put_patched(const struct scan *s, const char *key,
			const struct strbuf *row)
{
	struct strbuf root = STRBUF_INIT, pkey = STRBUF_INIT;

	tree_root(&root, s);
	patched_key(&pkey, key);
	cache_put_root_bytes(s->trees, root.buf, pkey.buf, row->buf, row->len);
	strbuf_release(&root);
	strbuf_release(&pkey);
}

/* The kinds whose facts the finish steps that read facts read. */
static void whole_kinds(struct scan *s)
{
	const char *const *kind;
	size_t k, n = 0;

	for (k = 0; k < nr_extractors; k++) {
		if (!extractors[k]->finish_reads_facts)
			continue;
		for (kind = extractors[k]->kinds; *kind; kind++) {
			if (n + 1 == ARRAY_SIZE(s->whole))
				BUG("too many kinds whose facts are read");
			s->whole[n++] = *kind;
		}
	}
	s->whole[n] = NULL;
}

int scan_source(struct inventory *inv, struct source *src,
		const struct scan_opts *opts)
{
	struct scan s;
	struct strbuf key = STRBUF_INIT, pkey = STRBUF_INIT, row = STRBUF_INIT;
	struct worker *workers = NULL;
	int jobs = opts->jobs, i, retried = 0, patched, whole = 0, err = -1;
	struct steps *st = xcalloc(1, sizeof(*st));
	size_t k;

	if (opts->version != SCAN_OPTS_VERSION)
		BUG("scan_opts version %u", opts->version);
	if (nr_extractors > 64)
		BUG("more than 64 extractors");
	if (opts->unfinished && (opts->annotate || src->ops->stat))
		BUG("unfinished facts to annotate or to keep");
	if (opts->keep && !opts->unfinished)
		BUG("some facts kept of a finished inventory");
	memset(&s, 0, sizeof(s));
	s.src = src;
	s.inv = inv;
	s.kinds = opts->kinds;
	s.annotate = opts->annotate;
	s.keep = opts->keep;
	if (s.keep)
		whole_kinds(&s);
	atomic_init(&s.next, 0);
	s.task = progress_task_begin(opts->progress, src->name);
	if (opts->cache && (s.kinds & scan_all_kinds()) == scan_all_kinds())
		s.cache = opts->cache;
	if (opts->cache && src->ops->stat) {
		s.trees = opts->cache;
		s.root = source_worktree_root(src);
	}
	/* Only a git tree's scan of every kind, whose files have ids. */
	if (opts->memo && s.cache && !s.root)
		s.memo = opts->memo;
relist:
	if (!inv->source)
		inv->source = arena_strdup(&inv->arena, src->name);
	if (s.root)
		source_worktree_filter(src, file_wants, &s);
	if (s.memo)
		memo_listing_begin(s.memo, src->ops->paths_owner ?
				   src->ops->paths_owner(src) : NULL);
	if (src->ops->list(src, add_file, &s, inv) < 0)
		goto out;
	if (s.memo)
		memo_listing_end(s.memo);
	if (s.root && !source_worktree_in_git(src) &&
	    !cache_root_seen(s.trees, s.root)) {
		/*
		 * Keeping what each file gave costs a first scan a quarter
		 * more: a directory outside git (an unpacked release) is
		 * cached from its second scan on.
		 */
		s.root = NULL;
		s.cache = NULL;
	}
	if (s.root) {
		s.start = source_worktree_start(src);
		/* The inventory kept for these files, whole or patched. */
		if (files_key(&key, &s) == 0 && !retried) {
			strbuf_reset(&pkey);
			patched_key(&pkey, key.buf);
			whole = cache_has(s.trees, key.buf);
		}
		if (key.len && !retried &&
		    (whole || cache_has(s.trees, pkey.buf))) {
			size_t nfiles = s.nfiles;

			/* 10 MB in a kernel tree: the inventory needs room. */
			drop_files(&s);
			if ((whole ? cache_get(s.trees, key.buf, inv, src->name) :
			     get_patched(&s, pkey.buf, inv)) == 0) {
				trace_hit(&s, nfiles, opts->trace);
				err = 0;
				goto out;
			}
			/* Gone or damaged since (said): read after all. */
			inventory_release(inv);
			inventory_init(inv);
			strbuf_reset(&key);
			retried = 1;
			goto relist;
		}
		patched = retried ? 1 : patch_tree(&s, inv, &row, opts->trace);
		if (patched == 0) {
			/* The next run with nothing changed takes it so. */
			if (key.len)
				put_patched(&s, key.buf, &row);
			err = 0;
			goto out;
		}
		if (patched == 2) {
			strbuf_reset(&key);
			retried = 1;
			goto relist;
		}
	}
	progress_task_total(s.task, s.nfiles);
	lookup_files(&s);
	if (build_prefilter(&s) < 0)
		goto out;
	if (s.cache)
		defer_finishes(&s);

	if (jobs <= 0) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);

		jobs = n > 0 ? (int)n : 1;
	}
	if ((size_t)jobs > s.nfiles)
		jobs = s.nfiles ? (int)s.nfiles : 1;
	if (jobs > SCAN_MAX_JOBS)
		jobs = SCAN_MAX_JOBS;
	workers = xcalloc((size_t)jobs, sizeof(*workers));
	for (i = 0; i < jobs; i++)
		worker_init(&workers[i], &s);
	/*
	 * The calling thread is worker 0.  The workers take files from
	 * one queue: one whose thread did not start finds it empty.
	 */
	run_beside(worker_main, workers, (size_t)jobs, sizeof(*workers));
	for (i = 0; i < jobs; i++)
		inventory_absorb(inv, &workers[i].inv);
	if (s.cache)
		put_rows(&s, workers, jobs, 1);
	for (k = 0; k < nr_extractors; k++) {
		inventory_init(&st->given[k]);
		inventory_init(&st->part[k]);
	}
	if (s.defer) {
		step_digests(st, &s, workers, jobs);
		steps_given(st, &s);
		s.unpack = s.defer & ~st->reuse;
		s.parts = st->part_reuse;
		unpack_all_later(workers, jobs);
	}

	run_finishes(inv, workers, jobs, &s, st);
	if (s.memo)
		memo_rows_renew(s.memo, &s, workers, jobs);
	/* The facts are copies: the rows can go, 35 MB of a kernel's. */
	if (s.cache && s.root)
		s.wrote_rows = put_dir_rows(&s, workers, jobs, key.buf, inv);
	dir_rows_free(&s);
	/*
	 * Which extractors wanted the files, for a --kind of them (side.c);
	 * not of a log's load, which is digested only.
	 */
	for (k = 0; !s.keep && k < s.nfiles; k++)
		inventory_tally(inv, s.files[k].always | s.files[k].triggered,
				1);
	/* The facts point to the paths. */
	arena_steal(&inv->arena, &s.arena);
	if (!opts->unfinished)
		inventory_finish(inv);
	if (s.annotate) {
		struct annotate_opts a = *s.annotate;

		a.cache = s.cache;
		annotate_inventory(inv, src, &a);
	}
	if (key.len)
		put_tree(&s, key.buf, inv);
	if (getenv("ABIWATCH_TRACE"))
		trace_scan(&s, opts->trace);
	err = 0;
out:
	progress_task_end(s.task);
	if (workers)
		for (i = 0; i < jobs; i++)
			worker_release(&workers[i]);
	free(workers);
	free(st);
	free(s.files);
	free(s.inputs);
	strbuf_release(&key);
	strbuf_release(&pkey);
	strbuf_release(&row);
	dir_rows_free(&s);
	arena_release(&s.arena);
	if (!s.memo || s.memo->pf != s.pf) {
		prefilter_free(s.pf);
		prefilter_free(s.local_pf);
	}
	return err;
}
