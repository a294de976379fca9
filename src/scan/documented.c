// SPDX-License-Identifier: GPL-2.0
/*
 * "@documented": where the tree documents each item, or "no", or
 * "unknown" where the home of its documentation is not at hand.  The
 * homes, one section of this file each:
 *
 *  - Documentation/ABI, through the doc-abi items of the scan: their
 *    What: patterns matched against sysfs, configfs, procfs, sysctl and
 *    debugfs items, by path where the item has one, by its last
 *    components otherwise ("testing (FILE), by name").  Each doc-abi item
 *    gets "@matches", the number of items it matches, which
 *    'scan --stale-docs' reads;
 *  - Documentation/admin-guide/kernel-parameters.txt for boot and module
 *    parameters;
 *  - Documentation/netlink/specs, through the scan's ynl items, for
 *    generic netlink families (and how many of their commands the spec
 *    lists) and rtnetlink message types;
 *  - Documentation/userspace-api/ioctl/ioctl-number.rst, which gives each
 *    ioctl "@ioctl-number": whether its type code and number are
 *    registered there;
 *  - the man pages of section 2 of --man DIR, for syscalls and for the
 *    ioctls the ioctl_*(2) pages name;
 *  - Documentation/admin-guide/sysctl/DIR.rst for sysctls, and the
 *    user-space API guide for ioctls (scan/docrst.c), where the homes
 *    above say "no".
 *
 * A tree with none of these homes (a fixture, include/uapi alone) gets no
 * annotation at all.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <git2.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "core/pack.h"
#include "core/strbuf.h"
#include "core/util.h"
#include "extract/docabi.h"
#include "extract/extract.h"
#include "scan/annotate.h"
#include "scan/cache.h"
#include "scan/docrst.h"

/* Raised when what it adds for the same tree changes. */
#define DOCUMENTED_VERSION 1

#define KEY "@documented"
#define KEY_IOCTL "@ioctl-number"
#define KEY_MATCHES "@matches"

#define KERNEL_PARAMS "Documentation/admin-guide/kernel-parameters.txt"
#define IOCTL_NUMBER "Documentation/userspace-api/ioctl/ioctl-number.rst"

struct doc {
	struct inventory *inv;
	struct source *src;
	const struct annotate_opts *opts;
	struct strbuf err;
	/* The two homes that are files, read once: 1 read, 0 absent, -1 bad. */
	struct strbuf params, ioctls;
	int has_params, has_ioctls;
};

/* A name and where it is documented, for lookups in a sorted array. */
struct entry {
	const char *name;
	const char *val;
};

static int entry_cmp(const void *a, const void *b)
{
	return strcmp(((const struct entry *)a)->name,
		      ((const struct entry *)b)->name);
}

static const char *entry_find(const struct entry *v, size_t n,
			      const char *name)
{
	struct entry key = { name, NULL };
	const struct entry *e = search_array(&key, v, n, sizeof(*v), entry_cmp);

	return e ? e->val : NULL;
}

static void annotate_kind(struct doc *d, const char *kind, const char *val)
{
	size_t i;

	for (i = 0; i < d->inv->nitems; i++)
		if (!strcmp(d->inv->items[i].kind, kind))
			inventory_annotate(d->inv, &d->inv->items[i], KEY, val);
}

/*
 * Read the tree's file @path into @buf: 1, or 0 if the tree has no such
 * file, or -1 if it has one that can't be read (a problem of the tree).
 */
static int read_home(struct doc *d, const char *path, struct strbuf *buf)
{
	strbuf_reset(&d->err);
	errno = 0;
	if (!d->src->ops->read(d->src, path, buf, &d->err))
		return 1;
	if (errno == ENOENT)
		return 0;
	inventory_problem(d->inv, path, "%s", d->err.buf);
	return -1;
}

/* Documentation/ABI. */

struct abi_pat {
	struct what_pat pat;
	struct item *it;
	const char *kind;	/* what-kind: the item kind it may match */
	int rank;		/* of its status, stable first */
	int whole;		/* the last component is a literal name */
	int by_name;		/* it may match an item by its last components */
	char prefix[32];	/* the literal start of the last component */
	size_t nprefix;
	char suffix[32];	/* or else its literal end */
	size_t nsuffix;
	size_t hits;
	const char *val[2];	/* the annotations, by name and by path */
};

/*
 * The index: patterns by their item kind and the literal start of their
 * last component ("temp" of "tempX_input", all of "address"), so that an
 * item is tried only against patterns whose start is a start of its name:
 * one lookup per length of its last component.  Patterns whose last
 * component starts with a placeholder are found by its literal end
 * ("<event>.scale") the same way; those with neither are tried for every
 * item of their kind, or, when they could match only by path ("<N>"),
 * every item named by its path.
 */
struct pref {
	const char *kind;	/* an item kind, compared by its bytes */
	const char *s;
	size_t len, pat;
};

static int pref_key_cmp(const struct pref *e, const char *kind,
			const char *s, size_t len)
{
	int c;

	/* By the kinds' names, not their addresses (see hash_kind()). */
	if (e->kind != kind && (c = strcmp(e->kind, kind)))
		return c;
	c = memcmp(e->s, s, e->len < len ? e->len : len);
	if (c)
		return c;
	return e->len < len ? -1 : e->len > len;
}

/* A total order: equal keys in the order of their patterns. */
static int pref_cmp(const void *a, const void *b)
{
	const struct pref *x = a, *y = b;
	int c = pref_key_cmp(x, y->kind, y->s, y->len);

	if (c)
		return c;
	return x->pat < y->pat ? -1 : x->pat > y->pat;
}

/*
 * Sorted, so that equal keys are neighbours, with a hash table of where
 * each key's run starts: an item's name has a dozen starts and ends to
 * look up, so each lookup is a hash of one more byte than the last.
 */
struct pref_vec {
	struct pref *v;
	size_t n, alloc;
	size_t *slot;		/* index + 1 of a run's first entry, or 0 */
	size_t mask;
	int rev;		/* keys are ends: hashed from the last byte */
};

#define HASH_BASIS UINT64_C(0xcbf29ce484222325)
#define HASH_PRIME UINT64_C(0x100000001b3)

/*
 * By the kind's bytes, not its address: an item's kind and the extractor
 * table's are equal strings, but one string only where the linker merged
 * the literals (gcc -O2 does, clang's AddressSanitizer does not).
 */
static uint64_t hash_kind(const char *kind)
{
	uint64_t h = HASH_BASIS;

	for (; *kind; kind++)
		h = (h ^ (unsigned char)*kind) * HASH_PRIME;
	return h;
}

static uint64_t hash_byte(uint64_t h, char c)
{
	return (h ^ (unsigned char)c) * HASH_PRIME;
}

/* The hash of a key: its bytes from the first, or from the last if @rev. */
static uint64_t hash_key(const char *kind, const char *s, size_t len, int rev)
{
	uint64_t h = hash_kind(kind);
	size_t i;

	for (i = 0; i < len; i++)
		h = hash_byte(h, rev ? s[len - 1 - i] : s[i]);
	return h;
}

static void pref_hash_build(struct pref_vec *x)
{
	size_t i, size = 16, at;

	while (size < 2 * x->n)
		size *= 2;
	x->mask = size - 1;
	x->slot = xcalloc(size, sizeof(*x->slot));
	for (i = 0; i < x->n; i++) {
		if (i && !pref_key_cmp(&x->v[i - 1], x->v[i].kind, x->v[i].s,
				       x->v[i].len))
			continue;
		at = hash_key(x->v[i].kind, x->v[i].s, x->v[i].len, x->rev) &
		     x->mask;
		while (x->slot[at])
			at = (at + 1) & x->mask;
		x->slot[at] = i + 1;
	}
}

/* The first entry of @x equal to the key whose hash is @h, or x->n. */
static size_t pref_lookup(const struct pref_vec *x, uint64_t h,
			  const char *kind, const char *s, size_t len)
{
	size_t at = h & x->mask;

	for (; x->slot[at]; at = (at + 1) & x->mask)
		if (!pref_key_cmp(&x->v[x->slot[at] - 1], kind, s, len))
			return x->slot[at] - 1;
	return x->n;
}

struct abi_index {
	struct abi_pat *v;
	size_t n, alloc;
	/* By start, by end, the others, those only by path. */
	struct pref_vec start, end, rest, path;
};

static int status_rank(const char *v)
{
	int i;

	for (i = 0; v && docabi_statuses[i]; i++)
		if (strstr(v, docabi_statuses[i]))
			return i;
	return 3;
}

static void pref_add(struct pref_vec *x, const char *kind, const char *s,
		     size_t len, size_t pat)
{
	ALLOC_GROW(x->v, x->n + 1, x->alloc);
	x->v[x->n].kind = kind;
	x->v[x->n].s = s;
	x->v[x->n].len = len;
	x->v[x->n++].pat = pat;
}

static void abi_index_add(struct abi_index *x, size_t i)
{
	struct abi_pat *p = &x->v[i];

	if (p->nprefix)
		pref_add(&x->start, p->kind, p->prefix, p->nprefix, i);
	else if (p->nsuffix)
		pref_add(&x->end, p->kind, p->suffix, p->nsuffix, i);
	else
		pref_add(p->by_name ? &x->rest : &x->path, p->kind, "", 0, i);
}

static void abi_index_build(struct abi_index *x, struct inventory *inv)
{
	size_t i, len;
	int literal;

	memset(x, 0, sizeof(*x));
	for (i = 0; i < inv->nitems; i++) {
		struct item *it = &inv->items[i];
		const char *kind = NULL;
		struct abi_pat *p;

		if (strcmp(it->kind, DOCABI_KIND))
			continue;
		kind = docabi_what_kind(it->name);
		kind = extract_kind_name(kind, strlen(kind));
		if (!kind)
			continue;
		ALLOC_GROW(x->v, x->n + 1, x->alloc);
		p = &x->v[x->n];
		memset(p, 0, sizeof(*p));
		if (what_pat_compile(&p->pat, it->name) < 0)
			continue;
		p->it = it;
		p->kind = kind;
		p->rank = status_rank(item_attr(it, "status"));
		p->nprefix = what_pat_last_prefix(&p->pat, p->prefix,
						  sizeof(p->prefix), &p->whole,
						  &literal);
		p->nsuffix = what_pat_last_suffix(&p->pat, p->suffix,
						  sizeof(p->suffix));
		len = strlen(it->name);
		/*
		 * A last component that is all placeholder ("<attr>") would
		 * document every name; a directory documents no file.
		 */
		p->by_name = literal && it->name[len - 1] != '/';
		x->n++;
	}
	/* The patterns array is final: index it. */
	for (i = 0; i < x->n; i++)
		abi_index_add(x, i);
	x->end.rev = 1;
	sort_array(x->start.v, x->start.n, sizeof(*x->start.v), pref_cmp);
	sort_array(x->end.v, x->end.n, sizeof(*x->end.v), pref_cmp);
	sort_array(x->rest.v, x->rest.n, sizeof(*x->rest.v), pref_cmp);
	sort_array(x->path.v, x->path.n, sizeof(*x->path.v), pref_cmp);
	pref_hash_build(&x->start);
	pref_hash_build(&x->end);
	pref_hash_build(&x->rest);
	pref_hash_build(&x->path);
}

static void abi_index_release(struct abi_index *x)
{
	size_t i;

	for (i = 0; i < x->n; i++)
		what_pat_release(&x->v[i].pat);
	free(x->v);
	free(x->start.v);
	free(x->end.v);
	free(x->rest.v);
	free(x->path.v);
	free(x->start.slot);
	free(x->end.slot);
	free(x->rest.slot);
	free(x->path.slot);
}

/* Words of a source path that say nothing of which subsystem it is. */
static const char *const common_words[] = {
	"drivers", "arch", "include", "linux", "kernel", "core", "sysfs",
	"main", "base", "common", NULL,
};

/* Whether @w[0..@n) occurs in @s as a word of its own. */
static int has_word(const char *s, const char *w, size_t n)
{
	const char *p;

	for (p = s; (p = strstr(p, w)); p++) {
		char after = p[n];

		if (strncmp(p, w, n))
			continue;
		if ((p == s || !isalnum((unsigned char)p[-1])) &&
		    !isalnum((unsigned char)after))
			return 1;
	}
	return 0;
}

/*
 * How many words of the item's source path (drivers/iio/adc/foo.c) the
 * What: or its file name has, those of the file name twice: among
 * entries that match an item by name, the most related is the one to
 * name (hwmon's temp1_input is sysfs-class-hwmon's, not that of a
 * platform device with a hwmon directory).  A driver's own file
 * (sysfs-driver-intel-xe-hwmon) documents no other driver: it ranks
 * last unless its name has a word of the source file's (xe_hwmon.c).
 */
static int related(const char *file, const struct abi_pat *p)
{
	const char *base = strrchr(p->it->file, '/'), *stem = strrchr(file, '/');
	char w[64];
	const char *s = file, *e;
	size_t n, k;
	int score = 0, in_base = 0;

	stem = stem ? stem + 1 : file;

	for (; *s; s = *e ? e + 1 : e) {
		e = s;
		while (*e && isalnum((unsigned char)*e))
			e++;
		n = (size_t)(e - s);
		if (n < 2 || n >= sizeof(w) || (n < 3 && s < stem))
			continue;
		memcpy(w, s, n);
		w[n] = '\0';
		if (s >= stem)
			in_base |= has_word(base ? base : p->it->file, w, n);
		for (k = 0; common_words[k] && strcmp(common_words[k], w); k++)
			;
		if (common_words[k])
			continue;
		/* The file's name says more than a path in it. */
		if (has_word(base ? base : p->it->file, w, n))
			score += 2;
		else
			score += has_word(p->it->name, w, n);
	}
	if (strstr(p->it->file, "-driver-") && !in_base)
		return -1;
	return score;
}

/* Whether candidate @a is a better home for the item of @file than @b. */
static int better(const struct abi_pat *a, int ra, const struct abi_pat *b,
		  int rb)
{
	int c;

	if (ra != rb)
		return ra > rb;
	if (a->whole != b->whole)
		return a->whole;
	if (a->rank != b->rank)
		return a->rank < b->rank;
	c = strcmp(a->it->file, b->it->file);
	if (c)
		return c < 0;
	return strcmp(a->it->name, b->it->name) < 0;
}

/* The kinds Documentation/ABI documents, as docabi_what_kind() says. */
static const char *const abi_kinds[] = {
	"sysfs", "configfs", "procfs", "sysctl", "debugfs", NULL,
};

static int is_abi_kind(const char *kind)
{
	size_t i;

	for (i = 0; abi_kinds[i]; i++)
		if (!strcmp(abi_kinds[i], kind))
			return 1;
	return 0;
}

/*
 * How an item names its file: a whole path ("/proc/meminfo"), or its last
 * components, the source file apart ("power/control (drivers/base/...)",
 * "/proc/?/info (fs/jbd2/journal.c)").  Copied into @sb; returns 1 for a
 * path.
 */
static int item_path(struct strbuf *sb, const struct item *it)
{
	const char *name = it->name, *q = strstr(name, "/?/");
	size_t len = strcspn(name, " ");

	strbuf_reset(sb);
	if (q) {
		q += 3;
		strbuf_add(sb, q, strcspn(q, " "));
		return 0;
	}
	strbuf_add(sb, name, len);
	return name[0] == '/';
}

struct abi_match {
	const struct abi_pat *best;
	int best_rel;
	/* The patterns it matched, indexes in abi_index.v. */
	uint32_t *hits;
	size_t nhits, alloc;
};

static void abi_try(struct abi_index *x, size_t i, const struct item *it,
		    const char *s, const char *last, int path,
		    struct abi_match *m)
{
	struct abi_pat *p = &x->v[i];
	int rel;

	if (!path && !p->by_name)
		return;
	/* The last component first: most candidates end there. */
	if (!what_pat_match_last(&p->pat, last) ||
	    !(path ? what_pat_match_path(&p->pat, s) :
	      what_pat_match_tail(&p->pat, s)))
		return;
	ALLOC_GROW(m->hits, m->nhits + 1, m->alloc);
	m->hits[m->nhits++] = (uint32_t)i;
	rel = related(it->file, p);
	if (!m->best || better(p, rel, m->best, m->best_rel)) {
		m->best = p;
		m->best_rel = rel;
	}
}

static const char *abi_value(struct doc *d, struct abi_pat *p, int path)
{
	if (!p->val[path]) {
		struct strbuf sb = STRBUF_INIT;

		strbuf_addf(&sb, "%s (%s), by %s", docabi_statuses[p->rank],
			    p->it->file, path ? "path" : "name");
		p->val[path] = arena_strdup(&d->inv->arena, sb.buf);
		strbuf_release(&sb);
	}
	return p->val[path];
}

/* Try the entries of @v equal to the key of hash @h. */
static void abi_try_all(struct abi_index *x, const struct pref_vec *v,
			uint64_t h, const struct item *it, const char *key,
			size_t n, const char *s, const char *last, int path,
			struct abi_match *m)
{
	size_t k;

	for (k = pref_lookup(v, h, it->kind, key, n); k < v->n &&
	     !pref_key_cmp(&v->v[k], it->kind, key, n); k++)
		abi_try(x, v->v[k].pat, it, s, last, path, m);
}

/* The patterns that match @it, and the best of them, in @m, empty. */
static void abi_match_item(struct abi_index *x, const struct item *it,
			   struct strbuf *sb, struct abi_match *m)
{
	uint64_t h0 = hash_kind(it->kind), hs = h0, he = h0;
	const char *last;
	size_t len, n;
	int path = item_path(sb, it);

	last = strrchr(sb->buf, '/');
	last = last ? last + 1 : sb->buf;
	len = strlen(last);
	for (n = 1; n <= len; n++) {
		hs = hash_byte(hs, last[n - 1]);
		he = hash_byte(he, last[len - n]);
		abi_try_all(x, &x->start, hs, it, last, n, sb->buf, last, path,
			    m);
		abi_try_all(x, &x->end, he, it, last + len - n, n, sb->buf,
			    last, path, m);
	}
	abi_try_all(x, &x->rest, h0, it, "", 0, sb->buf, last, path, m);
	if (path)
		abi_try_all(x, &x->path, h0, it, "", 0, sb->buf, last, path,
			    m);
}

/*
 * The matches of a scan before.  An item's matches depend on its kind,
 * name and file and on the What: patterns alone, which an edit of a
 * driver leaves as they were; matching the 35,000 items of a kernel
 * against its 5,700 patterns takes 0.17 s.  So the cache keeps, with the
 * digest of the patterns, each item's best pattern and all it matched
 * (for "@matches"), named by two hashes of the item's kind, name and
 * file; a scan with the same patterns takes an item's from there, and
 * matches only the items it does not have.  One row, the last.
 */
/*
 * The row: SEEN_MAGIC, the patterns' digest, then for each item its keys,
 * its best pattern, and the number and list of all it matched.
 */
#define SEEN_MAGIC "abiwatch abi-matches 2\n"

struct abi_seen {
	uint64_t key[2];
	uint32_t best;		/* index + 1 of the pattern, or 0 */
	uint32_t nhits;
	size_t hits;		/* its first in abi_seen_set.hits */
	int used;
};

struct abi_seen_set {
	struct abi_seen *v;
	size_t n;
	uint32_t *hits;
	size_t *slot;		/* index + 1 in v, by key[0] */
	size_t mask;
	struct strbuf out;	/* the row of this scan */
	size_t fresh;		/* items matched, not taken */
};

static void item_key(uint64_t key[2], const struct item *it)
{
	const char *const part[] = { it->kind, it->name, it->file };
	uint64_t h = hash_kind(""), g = UINT64_C(0x9e3779b97f4a7c15);
	const char *s;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(part); i++) {
		for (s = part[i]; ; s++) {
			h = hash_byte(h, *s);
			g = (g ^ (unsigned char)*s) * UINT64_C(0xff51afd7ed558ccd);
			g ^= g >> 29;
			if (!*s)
				break;
		}
	}
	key[0] = h;
	key[1] = g;
}

/* The key of the row: the patterns' digest is in the row itself. */
static void seen_key(struct strbuf *key)
{
	cache_key(key, "abi-matches");
	strbuf_addf(key, " documented-%d", DOCUMENTED_VERSION);
}

/* What names the patterns of @x: each one's What:, file and status. */
static void abi_digest(char *hex, const struct abi_index *x)
{
	struct strbuf sb = STRBUF_INIT;
	git_oid oid;
	size_t i;

	for (i = 0; i < x->n; i++) {
		const struct item *it = x->v[i].it;
		const char *status = item_attr(it, "status");

		strbuf_add(&sb, it->name, strlen(it->name) + 1);
		strbuf_add(&sb, it->file, strlen(it->file) + 1);
		strbuf_addstr(&sb, status ? status : "");
		strbuf_addch(&sb, '\n');
	}
	if (git_odb_hash(&oid, sb.buf, sb.len, GIT_OBJECT_BLOB) < 0)
		die("can't hash the patterns of Documentation/ABI");
	git_oid_tostr(hex, GIT_OID_HEXSZ + 1, &oid);
	strbuf_release(&sb);
}

/*
 * The row of the scan before, if its patterns were @hex: -1 if it can't
 * be read (then @set holds part of it, for seen_release()).
 */
static int seen_parse(struct abi_seen_set *set, const char *buf, size_t len,
		      const char *hex, size_t npats)
{
	struct unpacker u;
	const char *digest;
	uint32_t k, dlen;
	size_t i, n = 0, at, nhits = 0;

	unpacker_init(&u, buf, len);
	digest = unpack_mem(&u, &dlen);
	if (u.err || dlen != strlen(hex) || memcmp(digest, hex, dlen))
		return 0;
	/* An item takes 24 bytes at least, a pattern it matched 4. */
	set->v = xcalloc(len / 24 + 1, sizeof(*set->v));
	set->hits = xcalloc(len / 4 + 1, sizeof(*set->hits));
	while (unpack_more(&u)) {
		struct abi_seen *e = &set->v[n++];

		e->key[0] = unpack_u32(&u);
		e->key[0] |= (uint64_t)unpack_u32(&u) << 32;
		e->key[1] = unpack_u32(&u);
		e->key[1] |= (uint64_t)unpack_u32(&u) << 32;
		e->best = unpack_u32(&u);
		e->nhits = unpack_u32(&u);
		e->hits = nhits;
		if (u.err || e->best > npats || e->nhits > len / 4 - nhits)
			return -1;
		for (k = 0; k < e->nhits; k++) {
			set->hits[nhits] = unpack_u32(&u);
			if (set->hits[nhits++] >= npats)
				return -1;
		}
	}
	if (unpack_end(&u) < 0)
		return -1;
	set->n = n;
	for (set->mask = 15; set->mask < 2 * (size_t)n; )
		set->mask = set->mask * 2 + 1;
	set->slot = xcalloc(set->mask + 1, sizeof(*set->slot));
	for (i = 0; i < n; i++) {
		for (at = set->v[i].key[0] & set->mask; set->slot[at];
		     at = (at + 1) & set->mask)
			;
		set->slot[at] = i + 1;
	}
	return 0;
}

static void seen_release(struct abi_seen_set *set)
{
	free(set->v);
	free(set->hits);
	free(set->slot);
	memset(set, 0, sizeof(*set));
}

/*
 * What the cache has for the patterns @hex of @d's tree, into @set, and
 * the start of this scan's row.
 */
static void seen_load(struct abi_seen_set *set, struct doc *d,
		      const char *hex, size_t npats)
{
	struct strbuf key = STRBUF_INIT, buf = STRBUF_INIT;

	memset(set, 0, sizeof(*set));
	seen_key(&key);
	if (cache_bytes_get(d->opts->cache, key.buf, &buf) == 0 &&
	    (buf.len < strlen(SEEN_MAGIC) ||
	     memcmp(buf.buf, SEEN_MAGIC, strlen(SEEN_MAGIC)) ||
	     seen_parse(set, buf.buf + strlen(SEEN_MAGIC),
			buf.len - strlen(SEEN_MAGIC), hex, npats) < 0)) {
		warning("cache: the matches of Documentation/ABI kept can't be read: matching again");
		seen_release(set);
	}
	strbuf_release(&key);
	strbuf_release(&buf);
	strbuf_init(&set->out, 0);
	strbuf_addstr(&set->out, SEEN_MAGIC);
	pack_mem(&set->out, hex, strlen(hex));
}

static struct abi_seen *seen_find(struct abi_seen_set *set,
				  const uint64_t key[2])
{
	size_t at;

	if (!set->n)
		return NULL;
	for (at = key[0] & set->mask; set->slot[at];
	     at = (at + 1) & set->mask) {
		struct abi_seen *e = &set->v[set->slot[at] - 1];

		if (e->key[0] == key[0] && e->key[1] == key[1])
			return e;
	}
	return NULL;
}

/* An item's matches, for the row of this scan. */
static void seen_add(struct abi_seen_set *set, const uint64_t key[2],
		     uint32_t best, const uint32_t *hits, size_t nhits)
{
	size_t i;

	pack_u32(&set->out, (uint32_t)key[0]);
	pack_u32(&set->out, (uint32_t)(key[0] >> 32));
	pack_u32(&set->out, (uint32_t)key[1]);
	pack_u32(&set->out, (uint32_t)(key[1] >> 32));
	pack_u32(&set->out, best);
	pack_u32(&set->out, (uint32_t)nhits);
	for (i = 0; i < nhits; i++)
		pack_u32(&set->out, hits[i]);
}

/*
 * The row of this scan, kept if it is not the one read: some item was
 * matched, or some of the row read was not used.
 */
static void seen_keep(struct abi_seen_set *set, struct doc *d)
{
	struct strbuf key = STRBUF_INIT;
	size_t i, used = 0;

	for (i = 0; i < set->n; i++)
		used += set->v[i].used;
	if (set->fresh || used != set->n) {
		seen_key(&key);
		cache_bytes_put(d->opts->cache, key.buf, set->out.buf,
				set->out.len);
	}
	strbuf_release(&key);
	strbuf_release(&set->out);
	seen_release(set);
}

static void abi_annotate_item(struct doc *d, struct abi_index *x,
			      struct item *it, struct strbuf *sb,
			      struct abi_match *m, struct abi_seen_set *set)
{
	const uint32_t *hits;
	struct abi_seen *e = NULL;
	uint64_t key[2];
	size_t i, nhits;
	uint32_t best;
	int path;

	item_key(key, it);
	if (d->opts->cache)
		e = seen_find(set, key);
	if (e) {
		e->used = 1;
		best = e->best;
		hits = set->hits + e->hits;
		nhits = e->nhits;
	} else {
		m->best = NULL;
		m->nhits = 0;
		abi_match_item(x, it, sb, m);
		best = m->best ? (uint32_t)(m->best - x->v) + 1 : 0;
		hits = m->hits;
		nhits = m->nhits;
		set->fresh++;
	}
	for (i = 0; i < nhits; i++)
		x->v[hits[i]].hits++;
	if (d->opts->cache)
		seen_add(set, key, best, hits, nhits);
	path = item_path(sb, it);
	inventory_annotate(d->inv, it, KEY, best ?
			   abi_value(d, &x->v[best - 1], path) : "no");
}

static void annotate_abi(struct doc *d)
{
	struct strbuf sb = STRBUF_INIT;
	struct abi_match m = { 0 };
	struct abi_seen_set set = { 0 };
	char hex[GIT_OID_HEXSZ + 1];
	struct abi_index x;
	size_t i, ndoc = 0;

	for (i = 0; i < d->inv->nitems; i++)
		ndoc += !strcmp(d->inv->items[i].kind, DOCABI_KIND);
	if (!ndoc) {
		for (i = 0; abi_kinds[i]; i++)
			annotate_kind(d, abi_kinds[i], "unknown");
		return;
	}
	abi_index_build(&x, d->inv);
	if (d->opts->cache) {
		abi_digest(hex, &x);
		seen_load(&set, d, hex, x.n);
	}
	for (i = 0; i < d->inv->nitems; i++)
		if (is_abi_kind(d->inv->items[i].kind))
			abi_annotate_item(d, &x, &d->inv->items[i], &sb, &m,
					  &set);
	if (d->opts->cache)
		seen_keep(&set, d);
	free(m.hits);
	for (i = 0; i < x.n; i++) {
		struct abi_pat *p = &x.v[i];

		/* Only a What that an item could match can be stale. */
		if (!p->it || (!p->by_name && strcmp(p->kind, "procfs") &&
			       strcmp(p->kind, "sysctl") &&
			       strcmp(p->kind, "debugfs")))
			continue;
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%zu", p->hits);
		inventory_annotate(d->inv, p->it, KEY_MATCHES,
				   arena_strdup(&d->inv->arena, sb.buf));
	}
	abi_index_release(&x);
	strbuf_release(&sb);
}

/* kernel-parameters.txt: "\tname=  [KNL] ...", "\tmod.param=", "\tnosmp". */

static void param_name(char *s)
{
	for (; *s; s++)
		if (*s == '-')
			*s = '_';
}

static void annotate_params(struct doc *d)
{
	static const char *const kinds[] = { "boot-param", "module-param", NULL };
	struct entry *v = NULL;
	size_t n = 0, alloc = 0, i, k;
	const char *s, *eol, *end;
	struct strbuf sb = STRBUF_INIT;
	uint32_t line = 0;

	if (d->has_params <= 0) {
		for (k = 0; kinds[k]; k++)
			annotate_kind(d, kinds[k], "unknown");
		return;
	}
	end = d->params.buf + d->params.len;
	for (s = d->params.buf; s < end; s = eol + 1) {
		size_t len;
		char *name;

		eol = memchr(s, '\n', (size_t)(end - s));
		if (!eol)
			eol = end;
		line++;
		if (*s == '\t')
			s++;
		else if (eol - s > 8 && !strncmp(s, "        ", 8))
			s += 8;
		else
			continue;
		len = strcspn(s, "=[ \t\n");
		if (s + len > eol)
			len = (size_t)(eol - s);
		if (!len || isspace((unsigned char)*s))
			continue;
		name = xstrndup(s, len);
		param_name(name);
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s:%u", KERNEL_PARAMS, line);
		ALLOC_GROW(v, n + 1, alloc);
		v[n].name = name;
		v[n++].val = arena_strdup(&d->inv->arena, sb.buf);
	}
	sort_array(v, n, sizeof(*v), entry_cmp);
	for (i = 0; i < d->inv->nitems; i++) {
		struct item *it = &d->inv->items[i];
		const char *val;

		for (k = 0; kinds[k] && strcmp(kinds[k], it->kind); k++)
			;
		if (!kinds[k])
			continue;
		strbuf_reset(&sb);
		strbuf_addstr(&sb, it->name);
		param_name(sb.buf);
		val = entry_find(v, n, sb.buf);
		inventory_annotate(d->inv, it, KEY, val ? val : "no");
	}
	for (i = 0; i < n; i++)
		free((char *)v[i].name);
	free(v);
	strbuf_release(&sb);
}

/* Netlink: YNL specs, which the scan read as ynl:NAME items. */

/* "ETHTOOL_MSG_LINKINFO_GET" as a spec writes it: "ethtool-msg-linkinfo-get". */
static void spec_case(struct strbuf *sb, const char *s, size_t len)
{
	size_t i;

	strbuf_reset(sb);
	for (i = 0; i < len; i++)
		strbuf_addch(sb, s[i] == '_' ? '-' : tolower((unsigned char)s[i]));
}

/* Whether the word list @list has @w as a word, or as the end of @w. */
static int ops_have(const char *list, const char *w)
{
	const char *s, *e;
	size_t n, wl = strlen(w);

	for (s = list; s && *s; s = *e ? e + 1 : e) {
		e = s + strcspn(s, " ");
		n = (size_t)(e - s);
		if (n && n <= wl && !strncmp(w + wl - n, s, n) &&
		    (n == wl || w[wl - n - 1] == '-'))
			return 1;
	}
	return 0;
}

/* The ynl:NAME items: the specs. */
struct specs {
	const struct item **v;
	size_t n, alloc;
};

static const struct item *find_spec(const struct specs *sp, const char *name,
				    struct strbuf *a, struct strbuf *b)
{
	size_t i;

	spec_case(a, name, strlen(name));
	for (i = 0; i < sp->n; i++) {
		spec_case(b, sp->v[i]->name + 4, strlen(sp->v[i]->name + 4));
		if (!strcmp(a->buf, b->buf))
			return sp->v[i];
	}
	return NULL;
}

/* A genl family: its spec, and how many of its commands the spec lists. */
static const char *genl_doc(struct doc *d, const struct specs *sp,
			    const struct item *it, struct strbuf *sb)
{
	const char *cmds = item_attr(it, "commands"), *s, *e, *ops;
	struct strbuf w = STRBUF_INIT;
	const struct item *spec;
	size_t n = 0, have = 0;

	if (strchr(it->name, ' '))
		return "unknown";
	spec = find_spec(sp, it->name + 5, sb, &w);
	if (!spec) {
		strbuf_release(&w);
		return "no";
	}
	strbuf_reset(sb);
	strbuf_addstr(sb, spec->file);
	ops = item_attr(spec, "operations");
	for (s = cmds; s && *s; s = *e ? e + 1 : e) {
		e = s + strcspn(s, " ");
		spec_case(&w, s, (size_t)(e - s));
		n++;
		have += ops && ops_have(ops, w.buf);
	}
	if (n)
		strbuf_addf(sb, " (%zu of %zu commands)", have, n);
	strbuf_release(&w);
	return arena_strdup(&d->inv->arena, sb->buf);
}

/* rtnl:FAMILY:RTM_GETLINK: a netlink-raw spec with the operation getlink. */
static const char *rtnl_doc(const struct specs *sp, const struct item *it,
			    struct strbuf *sb)
{
	const char *msg = strrchr(it->name, ':') + 1, *proto, *ops;
	size_t i;

	if (!starts_with(msg, "RTM_"))
		return "unknown";
	spec_case(sb, msg + 4, strlen(msg + 4));
	for (i = 0; i < sp->n; i++) {
		proto = item_attr(sp->v[i], "protocol");
		ops = item_attr(sp->v[i], "operations");
		if (proto && !strcmp(proto, "netlink-raw") && ops &&
		    ops_have(ops, sb->buf))
			return sp->v[i]->file;
	}
	return "no";
}

static void annotate_netlink(struct doc *d)
{
	struct strbuf sb = STRBUF_INIT;
	struct specs sp = { NULL, 0, 0 };
	size_t i;

	for (i = 0; i < d->inv->nitems; i++) {
		if (!strcmp(d->inv->items[i].kind, "netlink-spec")) {
			ALLOC_GROW(sp.v, sp.n + 1, sp.alloc);
			sp.v[sp.n++] = &d->inv->items[i];
		}
	}
	for (i = 0; i < d->inv->nitems; i++) {
		struct item *it = &d->inv->items[i];
		const char *val = "unknown";

		if (strcmp(it->kind, "netlink"))
			continue;
		if (sp.n && starts_with(it->name, "genl:"))
			val = genl_doc(d, &sp, it, &sb);
		else if (sp.n && starts_with(it->name, "rtnl:"))
			val = rtnl_doc(&sp, it, &sb);
		inventory_annotate(d->inv, it, KEY, val);
	}
	free(sp.v);
	strbuf_release(&sb);
}

/*
 * ioctl-number.rst: rows of "Code  Seq#  Include File  Comments", the
 * code a number (0x12) or a character ('T'), the range "all", "00-1F"
 * or one number.
 */
struct ioctl_row {
	int code, lo, hi;
	const char *val;
};

/* The type code of @s ("'T'", "0xae"), or -1. */
static int ioctl_code(const char *s, char **end)
{
	if (s[0] == '\'' && s[1] && s[2] == '\'') {
		*end = (char *)s + 3;
		return (unsigned char)s[1];
	}
	if (s[0] == '\'' && s[1] == '\\' && s[2] && s[3] == '\'') {
		*end = (char *)s + 4;
		return (unsigned char)s[2];
	}
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') &&
	    isxdigit((unsigned char)s[2])) {
		long v = strtol(s, end, 16);

		return v >= 0 && v <= 255 ? (int)v : -1;
	}
	return -1;
}

static void parse_range(struct ioctl_row *r, const char *s)
{
	char *e;

	r->lo = 0;
	r->hi = 255;
	while (*s == ' ' || *s == '\t')
		s++;
	if (!isxdigit((unsigned char)*s))
		return;
	r->lo = (int)strtol(s, &e, 16);
	r->hi = r->lo;
	if (*e == '-' && isxdigit((unsigned char)e[1]))
		r->hi = (int)strtol(e + 1, &e, 16);
	if (!isspace((unsigned char)*e) && *e) {
		r->lo = 0;
		r->hi = 255;
	}
}

/* The attribute @key of @it, or else its first ARCH:@key. */
static const char *arch_attr(const struct item *it, const char *key)
{
	const char *v = item_attr(it, key), *c;
	uint32_t i;

	for (i = 0; !v && i < it->nattrs; i++) {
		c = strchr(it->attrs[i].key, ':');
		if (c && !strcmp(c + 1, key))
			v = it->attrs[i].val;
	}
	return v;
}

static const char *ioctl_lookup(const struct ioctl_row *v, size_t n,
				const struct item *it)
{
	const char *type = arch_attr(it, "type"), *nrs = arch_attr(it, "nr");
	char *end;
	int code = type ? ioctl_code(type, &end) : -1;
	long nr = -1;
	size_t i;

	if (code < 0)
		return "unknown";
	if (nrs && isdigit((unsigned char)*nrs))
		nr = strtol(nrs, &end, 10);
	for (i = 0; i < n; i++)
		if (v[i].code == code &&
		    (nr < 0 || (nr >= v[i].lo && nr <= v[i].hi)))
			return v[i].val;
	return "unregistered";
}

static void annotate_ioctl_numbers(struct doc *d)
{
	struct ioctl_row *v = NULL;
	size_t n = 0, alloc = 0, i;
	struct strbuf sb = STRBUF_INIT;
	const char *s, *eol, *end;
	uint32_t line = 0;
	int r = d->has_ioctls;

	end = d->ioctls.buf + d->ioctls.len;
	for (s = d->ioctls.buf; r > 0 && s < end; s = eol + 1) {
		char *e;
		int code;

		eol = memchr(s, '\n', (size_t)(end - s));
		if (!eol)
			eol = end;
		line++;
		code = ioctl_code(s, &e);
		if (code < 0 || e >= eol || !isspace((unsigned char)*e))
			continue;
		ALLOC_GROW(v, n + 1, alloc);
		v[n].code = code;
		parse_range(&v[n], e);
		strbuf_reset(&sb);
		strbuf_addf(&sb, "registered (%s:%u)", IOCTL_NUMBER, line);
		v[n++].val = arena_strdup(&d->inv->arena, sb.buf);
	}
	for (i = 0; i < d->inv->nitems; i++) {
		struct item *it = &d->inv->items[i];

		if (!strcmp(it->kind, "ioctl"))
			inventory_annotate(d->inv, it, KEY_IOCTL, r > 0 ?
					   ioctl_lookup(v, n, it) : "unknown");
	}
	free(v);
	strbuf_release(&sb);
}

/*
 * Man pages: section 2 of --man DIR (DIR/man2, or a man-pages tree's
 * man/man2, or DIR itself), NAME.2 or NAME.2.gz; and man2const, where
 * newer man-pages put one page per ioctl.  A page documents its own
 * name and those its NAME section lists ("stat, fstat, lstat, fstatat
 * \- get file status"); an ioctl_*(2) or man2const page documents the
 * ioctls it names.
 */
struct man {
	struct entry *names, *ioctls;
	size_t nnames, anames, nioctls, aioctls;
};

static void man_add(struct entry **v, size_t *n, size_t *alloc,
		    const char *name, size_t len, const char *val)
{
	ALLOC_GROW(*v, *n + 1, *alloc);
	(*v)[*n].name = xstrndup(name, len);
	(*v)[(*n)++].val = val;
}

/* The names of the NAME section, up to "\-". */
static void man_names(struct man *m, const char *text, const char *val)
{
	const char *s = strstr(text, "\n.SH NAME\n"), *e, *end;

	if (!s)
		return;
	s += 10;
	end = strstr(s, "\\-");
	if (!end || end - s > 1000)
		return;
	while (s < end) {
		while (s < end && !is_ident_char(*s))
			s++;
		for (e = s; e < end && is_ident_char(*e); e++)
			;
		if (e > s)
			man_add(&m->names, &m->nnames, &m->anames, s,
				(size_t)(e - s), val);
		s = e;
	}
}

/* Every CONSTANT_NAME of an ioctl page. */
static void man_ioctls(struct man *m, const char *s, const char *val)
{
	const char *e;

	while (*s) {
		if (!isupper((unsigned char)*s) ||
		    isalnum((unsigned char)s[-1])) {
			s++;
			continue;
		}
		for (e = s; isupper((unsigned char)*e) || isdigit((unsigned char)*e) ||
			    *e == '_'; e++)
			;
		if (e - s > 2 && !isalnum((unsigned char)*e))
			man_add(&m->ioctls, &m->nioctls, &m->aioctls, s,
				(size_t)(e - s), val);
		s = e;
	}
}

static int man_read(struct strbuf *out, const char *path)
{
	gzFile f = gzopen(path, "rb");
	char chunk[65536];
	int n;

	strbuf_reset(out);
	strbuf_addch(out, '\n');
	if (!f)
		return -1;
	while ((n = gzread(f, chunk, sizeof(chunk))) > 0 &&
	       out->len < SOURCE_MAX_FILE)
		strbuf_add(out, chunk, (size_t)n);
	if (n < 0) {
		gzclose(f);
		return -1;
	}
	return gzclose(f) == Z_OK ? 0 : -1;
}

/* The pages of directory @dir: section 2, or 2const if @konst. */
static void man_dir(struct doc *d, struct man *m, const char *dir, int konst)
{
	const char *suffix = konst ? ".2const" : ".2";
	struct strbuf path = STRBUF_INIT, text = STRBUF_INIT;
	DIR *dp = opendir(dir);
	struct dirent *de;

	if (!dp)
		return;
	while ((de = readdir(dp))) {
		const char *dot = strstr(de->d_name, suffix), *val;
		size_t stem;

		if (!dot || (dot[strlen(suffix)] &&
			     strcmp(dot + strlen(suffix), ".gz")))
			continue;
		stem = (size_t)(dot - de->d_name);
		strbuf_reset(&path);
		strbuf_addf(&path, "%s/%s", dir, de->d_name);
		if (man_read(&text, path.buf) < 0) {
			inventory_problem(d->inv, path.buf, "cannot read the man page");
			continue;
		}
		strbuf_reset(&path);
		strbuf_addf(&path, "man %.*s(%s)", (int)stem, de->d_name,
			    suffix + 1);
		val = arena_strdup(&d->inv->arena, path.buf);
		man_add(&m->names, &m->nnames, &m->anames, de->d_name, stem, val);
		if (!strncmp(text.buf, "\n.so ", 5))
			continue;
		man_names(m, text.buf, val);
		if (konst || !strncmp(de->d_name, "ioctl_", 6))
			man_ioctls(m, text.buf + 1, val);
	}
	closedir(dp);
	strbuf_release(&path);
	strbuf_release(&text);
}

/*
 * Kernel names of syscalls whose page is under the libc name: newfstatat
 * is fstatat, clock_gettime64 clock_gettime, pread64 has a page of its
 * own.
 */
static const char *syscall_page(const struct man *m, const char *name,
				 struct strbuf *sb)
{
	static const char *const prefixes[] = { "new", "old", "sys_", NULL };
	static const char *const suffixes[] = { "_time64", "64", NULL };
	const char *v = entry_find(m->names, m->nnames, name);
	size_t i, n = strlen(name), k;

	for (i = 0; !v && prefixes[i]; i++)
		if (starts_with(name, prefixes[i]))
			v = entry_find(m->names, m->nnames,
				       name + strlen(prefixes[i]));
	for (i = 0; !v && suffixes[i]; i++) {
		k = strlen(suffixes[i]);
		if (n > k && ends_with(name, suffixes[i])) {
			strbuf_reset(sb);
			strbuf_add(sb, name, n - k);
			v = entry_find(m->names, m->nnames, sb->buf);
		}
	}
	return v;
}

static void annotate_man(struct doc *d)
{
	static const char *const dirs[] = { "man2", "man/man2", "", NULL };
	static const char *const kdirs[] = { "man2const", "man/man2const", NULL };
	struct strbuf sb = STRBUF_INIT;
	struct man m;
	size_t i;
	DIR *dp;

	if (!d->opts->man_dir) {
		annotate_kind(d, "syscall", "unknown");
		annotate_kind(d, "ioctl", "unknown");
		return;
	}
	memset(&m, 0, sizeof(m));
	for (i = 0; dirs[i]; i++) {
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s/%s", d->opts->man_dir, dirs[i]);
		dp = opendir(sb.buf);
		if (dp) {
			closedir(dp);
			man_dir(d, &m, sb.buf, 0);
			break;
		}
	}
	for (i = 0; kdirs[i]; i++) {
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s/%s", d->opts->man_dir, kdirs[i]);
		man_dir(d, &m, sb.buf, 1);
	}
	sort_array(m.names, m.nnames, sizeof(*m.names), entry_cmp);
	sort_array(m.ioctls, m.nioctls, sizeof(*m.ioctls), entry_cmp);
	for (i = 0; i < d->inv->nitems; i++) {
		struct item *it = &d->inv->items[i];
		const char *v;

		if (!strcmp(it->kind, "syscall"))
			v = syscall_page(&m, it->name, &sb);
		else if (!strcmp(it->kind, "ioctl"))
			v = entry_find(m.ioctls, m.nioctls, it->name);
		else
			continue;
		inventory_annotate(d->inv, it, KEY, v ? v : "no");
	}
	for (i = 0; i < m.nnames; i++)
		free((char *)m.names[i].name);
	for (i = 0; i < m.nioctls; i++)
		free((char *)m.ioctls[i].name);
	free(m.names);
	free(m.ioctls);
	strbuf_release(&sb);
}

/* Whether the tree has any home at all, or --man gives one. */
static int has_homes(struct doc *d)
{
	size_t i;

	if (d->opts->man_dir)
		return 1;
	for (i = 0; i < d->inv->nitems; i++) {
		const struct item *it = &d->inv->items[i];

		if (!strcmp(it->kind, DOCABI_KIND) ||
		    !strcmp(it->kind, "netlink-spec"))
			return 1;
	}
	return d->has_params || d->has_ioctls;
}

static void documented_annotate(struct inventory *inv, struct source *src,
				const struct annotate_opts *opts)
{
	struct doc d = { inv, src, opts, STRBUF_INIT, STRBUF_INIT, STRBUF_INIT,
			 0, 0 };

	d.has_params = read_home(&d, KERNEL_PARAMS, &d.params);
	d.has_ioctls = read_home(&d, IOCTL_NUMBER, &d.ioctls);
	if (has_homes(&d)) {
		annotate_abi(&d);
		docrst_annotate_sysctl(inv, src, KEY);
		annotate_params(&d);
		annotate_netlink(&d);
		annotate_ioctl_numbers(&d);
		annotate_man(&d);
		docrst_annotate_ioctl(inv, src, KEY);
	}
	strbuf_release(&d.params);
	strbuf_release(&d.ioctls);
	strbuf_release(&d.err);
}

static const char *const documented_inputs[] = { "Documentation/", NULL };

const struct annotator documented_annotator = {
	.name = "documented",
	.version = DOCUMENTED_VERSION,
	.annotate = documented_annotate,
	.reads = DOCABI_KIND ",sysfs,configfs,procfs,sysctl,debugfs",
	/* The ABI files' patterns; YNL specs for netlink; has_homes(). */
	.whole = DOCABI_KIND ",sysfs,configfs,procfs,sysctl,debugfs,"
		 "netlink,netlink-spec",
	.inputs = documented_inputs,
};
