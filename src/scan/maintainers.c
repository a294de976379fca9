// SPDX-License-Identifier: GPL-2.0
/*
 * The MAINTAINERS annotator: see maintainers.h for the rules, which are
 * those of the kernel's scripts/get_maintainer.pl (get_maintainers() and
 * file_match_pattern()).
 */
#include <git2.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>

#include "core/pack.h"
#include "core/strbuf.h"
#include "core/util.h"
#include "scan/annotate.h"
#include "scan/maintainers.h"
#include "scan/prefilter.h"

/* An F: or X: pattern; for F:, the entry and rank. */
struct fpat {
	const char *pat;
	size_t dirlen;		/* its directory: pat[0..dirlen) */
	/* F: the patterns of its directory end before this one. */
	size_t dir_end;
	/* The first byte after its directory, or 0 if it may be any. */
	char first;
	size_t entry;
	int rank;
	int slashes;
	int maybe_dir;		/* a plain path: perhaps a directory */
};

/* The N: or K: patterns of all entries, in the order of the file. */
struct regexes {
	regex_t *re;
	size_t *entry;		/* of each */
	char **must;		/* a string each match holds, or NULL */
	int *icase;
	size_t n, alloc;
	/*
	 * With 64 patterns at most: their strings found in one pass
	 * (each pattern's bit), and those to try whatever the text (no
	 * string, or caseless).  K: is tried on the name of each item
	 * whose file has no entry, 15,000 of a kernel's, and 51 strstr()
	 * each took 40 ms.
	 */
	struct prefilter *pf;
	struct prefilter_scratch *scratch;
	uint64_t always;
};

struct maintainers {
	struct maint_entry *entries;
	size_t nentries, entries_alloc;
	struct fpat *f, *x;
	size_t nf, f_alloc, nx, x_alloc;
	struct regexes n, k;
	/* The patterns' text. */
	char **strings;
	size_t nstrings, strings_alloc;
};

static int slashes(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += *s == '/';
	return n;
}

/* A class "[a-z_]" at *p (past the '['): whether it holds @c; *p past ']'. */
static int class_match(const char **p, char c)
{
	const char *s = *p;
	int neg = 0, hit = 0;

	if (*s == '^' || *s == '!') {
		neg = 1;
		s++;
	}
	do {
		if (!*s)
			break;
		if (s[1] == '-' && s[2] && s[2] != ']') {
			hit |= c >= s[0] && c <= s[2];
			s += 3;
		} else {
			hit |= c == *s++;
		}
	} while (*s != ']');
	*p = *s ? s : s - 1;
	return hit != neg;
}

/* Whether @p matches a prefix of @s, as the regex "^p" of get_maintainer.pl. */
static int glob_prefix(const char *p, const char *s)
{
	for (; *p; p++, s++) {
		if (*p == '*') {
			do {
				if (glob_prefix(p + 1, s))
					return 1;
			} while (*s++);
			return 0;
		}
		if (!*s)
			return 0;
		if (*p == '[') {
			p++;
			if (!class_match(&p, *s))
				return 0;
		} else if (*p != '?' && *p != *s) {
			return 0;
		}
	}
	return 1;
}

/*
 * file_match_pattern() of get_maintainer.pl, for a @file of @nslash
 * slashes that begins with the pattern's directory.
 */
static int fpat_match(const struct fpat *f, const char *file, int nslash)
{
	const char *p = f->pat + f->dirlen;
	size_t len;

	file += f->dirlen;
	if (f->maybe_dir) {
		len = strlen(p);
		if (!strncmp(file, p, len) && file[len] == '/')
			return 1;
	}
	return glob_prefix(p, file) &&
	       (f->rank == f->slashes || nslash == f->slashes);
}

static char *keep_string(struct maintainers *m, const char *s, size_t len)
{
	ALLOC_GROW(m->strings, m->nstrings + 1, m->strings_alloc);
	return m->strings[m->nstrings++] = xstrndup(s, len);
}

/*
 * An F: or X: pattern.  get_maintainer.pl turns '.' '*' '?' into regex and
 * then adds a '/' to the value if it is a directory ("-d"): since '.' has
 * become "\.", only a path without '.', '*', '?' or '[' can be one.  The
 * rank is that of "value_pd": a catch-all ("*...") has -1.
 */
static int add_fpat(struct maintainers *m, int x, const char *v, size_t len)
{
	size_t wild = strcspn(v, "*?[");
	struct fpat *f;

	if (!len)
		return 0;
	if (x) {
		ALLOC_GROW(m->x, m->nx + 1, m->x_alloc);
		f = &m->x[m->nx++];
	} else {
		if (v[0] == '*')
			return 0;
		m->entries[m->nentries - 1].nf++;
		ALLOC_GROW(m->f, m->nf + 1, m->f_alloc);
		f = &m->f[m->nf++];
	}
	memset(f, 0, sizeof(*f));
	f->pat = keep_string(m, v, len);
	f->entry = m->nentries - 1;
	f->maybe_dir = wild >= len && !memchr(v, '.', len) && v[len - 1] != '/';
	f->slashes = slashes(f->pat);
	f->rank = f->slashes + (v[len - 1] != '/');
	if (wild > len)
		wild = len;
	while (wild && v[wild - 1] != '/')
		wild--;
	f->dirlen = wild;
	/* Nothing after the directory: the directory's every file. */
	if (f->pat[wild] && !strchr("*?[", f->pat[wild]))
		f->first = f->pat[wild];
	return 0;
}

/*
 * A Perl regular expression of MAINTAINERS as a POSIX extended one, with
 * the GNU extensions (\b, \s, \w) that the file's patterns use: "(?:"
 * is a plain group, "(?i)" and "(?i:" make the whole pattern caseless, and
 * whitespace is not part of a pattern (Perl's /x).
 */
static char *regex_of(int *icase, const char *v, size_t len)
{
	char *r = xmalloc(len + 1), *w = r;
	size_t i;

	*icase = 0;
	for (i = 0; i < len; i++) {
		if (v[i] == '\\' && i + 1 < len) {
			*w++ = v[i++];
			*w++ = v[i];
		} else if (v[i] == '(' && i + 2 < len && v[i + 1] == '?') {
			if (v[i + 2] == 'i' && i + 3 < len && v[i + 3] == ')') {
				*icase = 1;
				i += 3;
				continue;
			}
			if (v[i + 2] == 'i' && i + 3 < len && v[i + 3] == ':') {
				*icase = 1;
				i++;
			}
			*w++ = '(';
			i += 2;
		} else if (v[i] != ' ' && v[i] != '\t') {
			*w++ = v[i];
		}
	}
	*w = '\0';
	return r;
}

/*
 * The longest string that every match of @re holds, if it has one: the
 * regexes are searched in some 100,000 names, and glibc's regexec() costs
 * a microsecond where strstr() costs nanoseconds.  Only literal runs
 * outside groups and classes count, and none where the pattern has an
 * alternative at its top.
 */
static char *required_string(const char *re)
{
	size_t best = 0, bestlen = 0, start = 0, len = 0, i;
	int depth = 0;

	for (i = 0;; i++) {
		char c = re[i];
		int lit = c && depth == 0 && !strchr("()[]{}.*+?|^$\\", c);

		if (c == '|' && depth == 0)
			return NULL;
		/* A character under a quantifier is not required. */
		if (lit && re[i + 1] && strchr("?*{", re[i + 1]))
			lit = 0;
		if (lit) {
			if (!len)
				start = i;
			len++;
			continue;
		}
		if (len > bestlen) {
			best = start;
			bestlen = len;
		}
		len = 0;
		if (!c)
			break;
		if (c == '\\' && re[i + 1])
			i++;
		else if (c == '(')
			depth++;
		else if (c == ')' && depth)
			depth--;
		else if (c == '[')
			i += strcspn(re + i + 1, "]");
	}
	return bestlen ? xstrndup(re + best, bestlen) : NULL;
}

/* A pattern that can't be compiled is said and left out. */
static void add_regex(struct regexes *re, char tag, const char *v,
		      size_t len, size_t entry, unsigned int line,
		      struct inventory *problems)
{
	int icase, rc;
	char *pat = regex_of(&icase, v, len);
	regex_t *r;

	ALLOC_GROW(re->re, re->n + 1, re->alloc);
	r = &re->re[re->n];
	rc = regcomp(r, pat, REG_EXTENDED | REG_NOSUB | (icase ? REG_ICASE : 0));
	if (rc) {
		char msg[128];

		regerror(rc, r, msg, sizeof(msg));
		inventory_problem(problems, "MAINTAINERS",
				  "line %u: %c: pattern '%.*s' not understood (%s), ignored",
				  line, tag, (int)len, v, msg);
	} else {
		re->entry = xreallocarray(re->entry, re->alloc,
					  sizeof(*re->entry));
		re->must = xreallocarray(re->must, re->alloc,
					 sizeof(*re->must));
		re->icase = xreallocarray(re->icase, re->alloc,
					  sizeof(*re->icase));
		re->entry[re->n] = entry;
		re->must[re->n] = required_string(pat);
		re->icase[re->n++] = icase;
	}
	free(pat);
}

/* Join the values of tag @t of an entry, as "a, b". */
static void add_value(char **to, const char *v, size_t len)
{
	struct strbuf sb = STRBUF_INIT;

	if (*to) {
		strbuf_addstr(&sb, *to);
		strbuf_addstr(&sb, ", ");
		free(*to);
	}
	strbuf_add(&sb, v, len);
	*to = strbuf_detach(&sb, NULL);
}

static int fpat_cmp(const void *a, const void *b)
{
	const struct fpat *x = a, *y = b;
	size_t n = x->dirlen < y->dirlen ? x->dirlen : y->dirlen;
	int c = memcmp(x->pat, y->pat, n);

	if (c)
		return c;
	if (x->dirlen != y->dirlen)
		return x->dirlen < y->dirlen ? -1 : 1;
	return x->entry < y->entry ? -1 : x->entry > y->entry;
}

static int fpat_entry_cmp(const void *a, const void *b)
{
	const struct fpat *x = a, *y = b;

	return x->entry < y->entry ? -1 : x->entry > y->entry;
}

struct parse {
	struct inventory *problems;
	const char *name;	/* the last line that is not a tag */
	size_t namelen;
	unsigned int nameline;
};

/* One "T:\tvalue" line, of the entry named last. */
static void parse_tag(struct maintainers *m, struct parse *p, char tag,
		      const char *val, size_t len, unsigned int line)
{
	struct maint_entry *e;

	if (p->name) {
		ALLOC_GROW(m->entries, m->nentries + 1, m->entries_alloc);
		e = &m->entries[m->nentries++];
		memset(e, 0, sizeof(*e));
		e->name = xstrndup(p->name, p->namelen);
		e->line = p->nameline;
		p->name = NULL;
	}
	if (!m->nentries)
		return;		/* the description at the top */
	e = &m->entries[m->nentries - 1];
	switch (tag) {
	case 'M':
		add_value(&e->maintainers, val, len);
		break;
	case 'L':
		add_value(&e->lists, val, len);
		break;
	case 'S':
		add_value(&e->status, val, len);
		break;
	case 'F':
	case 'X':
		add_fpat(m, tag == 'X', val, len);
		break;
	case 'N':
	case 'K':
		add_regex(tag == 'N' ? &m->n : &m->k, tag, val, len,
			  m->nentries - 1, line, p->problems);
		break;
	}
}

static void parse_line(struct maintainers *m, struct parse *p,
		       const char *s, size_t len, unsigned int line)
{
	size_t i = 0;

	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' ||
		       s[len - 1] == '\r'))
		len--;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	/* Blank lines and comments, as read_maintainer_file() skips them. */
	if (i == len || s[i] == '#')
		return;
	if (len >= 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] == ':') {
		for (i = 2; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
			;
		parse_tag(m, p, s[0], s + i, len - i, line);
		return;
	}
	p->name = s;
	p->namelen = len;
	p->nameline = line;
}

/* The prefilter of @re's strings, if it has few enough patterns. */
static void regexes_index(struct regexes *re)
{
	const char **words;
	uint64_t *masks;
	size_t i, n = 0;

	if (!re->n || re->n > 64)
		return;
	words = xcalloc(re->n, sizeof(*words));
	masks = xcalloc(re->n, sizeof(*masks));
	for (i = 0; i < re->n; i++) {
		if (!re->must[i] || re->icase[i]) {
			re->always |= UINT64_C(1) << i;
			continue;
		}
		words[n] = re->must[i];
		masks[n++] = UINT64_C(1) << i;
	}
	if (prefilter_new(&re->pf, words, masks, n, 0) == 0) {
		re->scratch = prefilter_scratch_new(re->pf);
	} else {
		prefilter_free(re->pf);
		re->pf = NULL;
	}
	free(words);
	free(masks);
}

struct maintainers *maintainers_parse(const char *buf, size_t len,
				      struct inventory *problems)
{
	struct maintainers *m = xcalloc(1, sizeof(*m));
	struct parse p = { problems, NULL, 0, 0 };
	const char *s = buf, *end = buf + len, *nl;
	unsigned int line = 1;
	size_t i;

	for (; s < end; s = nl + 1, line++) {
		nl = memchr(s, '\n', (size_t)(end - s));
		if (!nl)
			nl = end;
		parse_line(m, &p, s, (size_t)(nl - s), line);
	}
	/* X: patterns are read per entry, F: patterns per directory. */
	sort_array(m->x, m->nx, sizeof(*m->x), fpat_entry_cmp);
	for (i = m->nx; i-- > 0;) {
		m->entries[m->x[i].entry].xfirst = i;
		m->entries[m->x[i].entry].nx++;
	}
	sort_array(m->f, m->nf, sizeof(*m->f), fpat_cmp);
	regexes_index(&m->n);
	regexes_index(&m->k);
	for (i = m->nf; i-- > 0;)
		m->f[i].dir_end = i + 1 < m->nf &&
				  m->f[i + 1].dirlen == m->f[i].dirlen &&
				  !memcmp(m->f[i + 1].pat, m->f[i].pat,
					  m->f[i].dirlen) ?
				  m->f[i + 1].dir_end : i + 1;
	return m;
}

static void regexes_release(struct regexes *re)
{
	size_t i;

	prefilter_scratch_free(re->scratch);
	prefilter_free(re->pf);
	for (i = 0; i < re->n; i++) {
		regfree(&re->re[i]);
		free(re->must[i]);
	}
	free(re->re);
	free(re->entry);
	free(re->must);
	free(re->icase);
}

void maintainers_free(struct maintainers *m)
{
	size_t i;

	if (!m)
		return;
	for (i = 0; i < m->nentries; i++) {
		free(m->entries[i].name);
		free(m->entries[i].maintainers);
		free(m->entries[i].lists);
		free(m->entries[i].status);
	}
	for (i = 0; i < m->nstrings; i++)
		free(m->strings[i]);
	regexes_release(&m->n);
	regexes_release(&m->k);
	free(m->strings);
	free(m->entries);
	free(m->f);
	free(m->x);
	free(m);
}

size_t maintainers_count(const struct maintainers *m)
{
	return m->nentries;
}

/* Whether an X: pattern of entry @e excludes @file. */
static int excluded(const struct maintainers *m, size_t e, const char *file)
{
	const struct maint_entry *en = &m->entries[e];
	size_t i;

	for (i = en->xfirst; i < en->xfirst + en->nx; i++) {
		const struct fpat *x = &m->x[i];

		if (!strncmp(file, x->pat, x->dirlen) &&
		    fpat_match(x, file, slashes(file)))
			return 1;
	}
	return 0;
}

/* The first F: pattern of directory file[0..len). */
static size_t dir_lower_bound(const struct maintainers *m, const char *file,
			      size_t len)
{
	size_t lo = 0, hi = m->nf;
	struct fpat key = { .pat = file, .dirlen = len };

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (fpat_cmp(&m->f[mid], &key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * Of two entries that match a file as deeply, the narrower one: the one
 * with fewer F: patterns ("YAML NETLINK (YNL)", not "NETWORKING
 * [GENERAL]", for Documentation/netlink/), then the first.
 * get_maintainer.pl leaves such ties to Perl's hash order, which changes
 * from run to run.
 */
static int narrower(const struct maintainers *m, size_t a, size_t b)
{
	if (m->entries[a].nf != m->entries[b].nf)
		return m->entries[a].nf < m->entries[b].nf;
	return a < b;
}

/*
 * The best F: match: the deepest, then the narrowest entry.  -1 if none.
 * A file is tried against the patterns of each directory it is in, and
 * of those only against the ones that may begin as its name there does:
 * include/linux/ has 533 patterns, and a kernel's items are in 8,000 files.
 */
static long match_f(const struct maintainers *m, const char *file)
{
	long best = -1;
	int rank = -1, nslash = slashes(file);
	size_t len, i, end;

	for (len = 0;; len++) {
		if (len == 0 || file[len - 1] == '/') {
			i = dir_lower_bound(m, file, len);
			end = i < m->nf && m->f[i].dirlen == len &&
			      !memcmp(m->f[i].pat, file, len) ?
			      m->f[i].dir_end : i;
			for (; i < end; i++) {
				const struct fpat *f = &m->f[i];

				if ((f->first && f->first != file[len]) ||
				    f->rank < rank || (f->rank == rank &&
				     !narrower(m, f->entry, (size_t)best)) ||
				    !fpat_match(f, file, nslash) ||
				    excluded(m, f->entry, file))
					continue;
				best = (long)f->entry;
				rank = f->rank;
			}
		}
		if (!file[len])
			break;
	}
	return best;
}

/*
 * Whether pattern @i of @re matches @s and its entry does not exclude
 * @file; with @found, its required string is known to be in @s.
 */
static int pattern_matches(const struct maintainers *m,
			   const struct regexes *re, size_t i, const char *s,
			   const char *file, int found)
{
	const char *must = re->must[i];

	if (must && !found &&
	    !(re->icase[i] ? strcasestr(s, must) : strstr(s, must)))
		return 0;
	return !regexec(&re->re[i], s, 0, NULL, 0) &&
	       !excluded(m, re->entry[i], file);
}

/* The first entry with a pattern of @re found in @s, not excluding @file. */
static long match_re(const struct maintainers *m, const struct regexes *re,
		     const char *s, const char *file)
{
	uint64_t cand;
	size_t i;

	if (re->pf) {
		cand = re->always | prefilter_scan(re->pf, re->scratch, s,
						   strlen(s), ~re->always);
		for (; cand; cand &= cand - 1) {
			i = (size_t)__builtin_ctzll(cand);
			if (pattern_matches(m, re, i, s, file,
					    !(re->always & (UINT64_C(1) << i))))
				return (long)re->entry[i];
		}
		return -1;
	}
	for (i = 0; i < re->n; i++)
		if (pattern_matches(m, re, i, s, file, 0))
			return (long)re->entry[i];
	return -1;
}

struct maint_entry *maintainers_match(struct maintainers *m,
				      const char *file, const char *name)
{
	long e = match_f(m, file);

	if (e < 0)
		e = match_re(m, &m->n, file, file);
	if (e < 0 && name)
		e = match_re(m, &m->k, name, file);
	return e < 0 ? NULL : &m->entries[e];
}

/* Whether a read failed because the tree has no such file. */
static int is_absent(const struct strbuf *err)
{
	return strstr(err->buf, "No such file") ||
	       strstr(err->buf, "not in the tree");
}

/*
 * A file and the entry of its F: or N: match, in a table by the file;
 * or an item whose file has none and the entry of its K: match, by
 * name_slot()'s key.
 */
struct file_entry {
	const char *file;	/* NULL: a free slot */
	int32_t entry;
	unsigned char kept;	/* from the cache's row */
	unsigned char used;	/* some item's */
	unsigned char owned;	/* file, a key of name_slot()'s */
};

/*
 * The items of a file share its answer, and a kernel's 120,000 items
 * are in 8,000 files.  The table grows as it fills: memory first touched
 * here at random costs more than the lookups (24 MB sized for the items
 * took 100 ms of page faults).
 */
struct file_table {
	struct file_entry *v;
	size_t mask, n;
};

static struct file_entry *file_find(const struct file_table *t,
				    const char *file)
{
	size_t at = str_hash(file) & t->mask;

	while (t->v[at].file && t->v[at].file != file &&
	       strcmp(t->v[at].file, file))
		at = (at + 1) & t->mask;
	return &t->v[at];
}

static void file_table_init(struct file_table *t)
{
	t->mask = 4095;
	t->n = 0;
	t->v = xcalloc(t->mask + 1, sizeof(*t->v));
}

/*
 * The slot of @file in @t: a new one holds @file (which must live as
 * long as @t), its entry -1; *@added says which.
 */
static struct file_entry *file_slot(struct file_table *t, const char *file,
				    int *added)
{
	struct file_entry *slot, *old = t->v;
	size_t i, n = t->mask + 1;

	if (2 * (t->n + 1) > n) {
		t->mask = 2 * n - 1;
		t->v = xcalloc(2 * n, sizeof(*t->v));
		for (i = 0; i < n; i++)
			if (old[i].file)
				*file_find(t, old[i].file) = old[i];
		free(old);
	}
	slot = file_find(t, file);
	*added = !slot->file;
	if (*added) {
		slot->file = file;
		slot->entry = -1;
		t->n++;
	}
	return slot;
}

/* In strcmp() order, for inventory_annotate_n(). */
static const char *const annotation_keys[] = {
	"@lists", "@maintainers", "@status", "@subsystem",
};

static void annotate_item(struct inventory *inv, struct item *it,
			  struct maint_entry *e)
{
	const char *vals[] = { e->lists, e->maintainers, e->status, e->name };
	const char *key[ARRAY_SIZE(vals)], *val[ARRAY_SIZE(vals)];
	size_t i, n = 0;

	for (i = 0; i < ARRAY_SIZE(vals); i++) {
		if (!vals[i])
			continue;
		if (!e->arena[i])
			e->arena[i] = arena_strdup(&inv->arena, vals[i]);
		key[n] = annotation_keys[i];
		val[n++] = e->arena[i];
	}
	inventory_annotate_n(inv, it, key, val, n);
}

/*
 * What maintainers_prepare() found: the entry of each item that has one,
 * and what could not be read of MAINTAINERS; the cache's row to write,
 * if there is one to write.
 */
struct maint_found {
	struct maintainers *m;
	struct inventory problems;
	size_t *item;			/* indexes in the inventory */
	struct maint_entry **entry;
	size_t n;
	int caching;		/* a cache is there to keep the row */
	struct strbuf row;
};

/*
 * The row the cache keeps (->kept): KEPT_MAGIC, the SHA-1 of the
 * MAINTAINERS it was made from, then each file's path and the entry of
 * its F: or N: match plus one (0 for none), and for each item whose
 * file has none, its name_slot() key and the entry of its K: match.  A
 * run with the same MAINTAINERS matches only what the row lacks: after
 * an edit of a driver, nothing.
 */
#define KEPT_MAGIC "abiwatch maintainers-files 1\n"

static void maintainers_digest(char *hex, const struct strbuf *buf)
{
	git_oid oid;

	if (git_odb_hash(&oid, buf->buf, buf->len, GIT_OBJECT_BLOB) < 0)
		die("can't hash MAINTAINERS");
	git_oid_tostr(hex, GIT_OID_HEXSZ + 1, &oid);
}

/*
 * What @kept holds, if it was made from MAINTAINERS @hex, into @files: 0,
 * or -1 if the row is not one (@files is then emptied).
 */
static int kept_files(struct file_table *files, const struct strbuf *kept,
		      const char *hex, size_t nentries)
{
	size_t magic = strlen(KEPT_MAGIC);
	struct file_entry *slot;
	struct unpacker u;
	const char *digest, *path;
	uint32_t len, plen, entry;
	int added;

	if (kept->len < magic || memcmp(kept->buf, KEPT_MAGIC, magic))
		goto bad;
	unpacker_init(&u, kept->buf + magic, kept->len - magic);
	digest = unpack_mem(&u, &len);
	if (u.err)
		goto bad;
	if (len != GIT_OID_HEXSZ || memcmp(digest, hex, len))
		return 0;
	while (unpack_more(&u)) {
		path = unpack_bytes(&u, &plen);
		entry = unpack_u32(&u);
		if (u.err || !plen || path[plen - 1] || entry > nentries)
			goto bad;
		slot = file_slot(files, path, &added);
		if (!added)
			goto bad;
		slot->entry = (int32_t)entry - 1;
		slot->kept = 1;
	}
	if (unpack_end(&u) == 0)
		return 0;
bad:
	free(files->v);
	file_table_init(files);
	return -1;
}

/*
 * The slot of @it's K: match in @files: its key is "\001", the length of
 * its file, ':', the file and the name, which no path is, and which two
 * items share only if they have the same file and name.  A new slot
 * owns its key.
 */
static struct file_entry *name_slot(struct file_table *files,
				    const struct item *it, struct strbuf *key,
				    int *added)
{
	struct file_entry *slot;

	strbuf_reset(key);
	strbuf_addf(key, "\001%zu:%s%s", strlen(it->file), it->file,
		    it->name);
	slot = file_slot(files, key->buf, added);
	if (*added) {
		slot->file = xstrdup(key->buf);
		slot->owned = 1;
	}
	return slot;
}

/*
 * The row of this run, if it is not the row read: a file was matched,
 * or a file of the row is no item's now.
 */
static void keep_files(struct maint_found *found,
		       const struct file_table *files, const char *hex)
{
	const struct file_entry *v = files->v;
	size_t i, fresh = 0, unused = 0;

	for (i = 0; i <= files->mask; i++) {
		fresh += v[i].file && !v[i].kept;
		unused += v[i].kept && !v[i].used;
	}
	if (!fresh && !unused)
		return;
	strbuf_addstr(&found->row, KEPT_MAGIC);
	pack_mem(&found->row, hex, strlen(hex));
	for (i = 0; i <= files->mask; i++) {
		if (!v[i].used)
			continue;
		pack_bytes(&found->row, v[i].file, strlen(v[i].file) + 1);
		pack_u32(&found->row, (uint32_t)(v[i].entry + 1));
	}
}

/*
 * The entry of each item: each file is matched once, and its items share
 * the answer; only an item whose file has no entry looks up its own
 * name.  It reads the items' files and names alone, as the other
 * annotators add to them.
 */
static void *maintainers_prepare(const struct inventory *inv,
				 struct source *src,
				 const struct annotate_opts *opts,
				 const struct strbuf *kept)
{
	struct maint_found *found = xcalloc(1, sizeof(*found));
	struct strbuf buf = STRBUF_INIT, err = STRBUF_INIT, key = STRBUF_INIT;
	char hex[GIT_OID_HEXSZ + 1];
	struct maintainers *m;
	struct file_table files;
	struct file_entry *slot;
	int added;
	size_t i;

	inventory_init(&found->problems);
	strbuf_init(&found->row, 0);
	found->caching = opts->cache != NULL;
	if (src->ops->read(src, "MAINTAINERS", &buf, &err) < 0) {
		if (!is_absent(&err))
			inventory_problem(&found->problems, "MAINTAINERS",
					  "%s", err.buf);
		goto out;
	}
	m = maintainers_parse(buf.buf, buf.len, &found->problems);
	found->m = m;
	found->item = xcalloc(inv->nitems + 1, sizeof(*found->item));
	found->entry = xcalloc(inv->nitems + 1, sizeof(*found->entry));
	if (found->caching)
		maintainers_digest(hex, &buf);
	file_table_init(&files);
	if (found->caching && kept->len &&
	    kept_files(&files, kept, hex, m->nentries) < 0)
		warning("cache: the MAINTAINERS matches kept can't be read: matching again");
	for (i = 0; i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];

		slot = file_slot(&files, it->file, &added);
		if (added) {
			slot->entry = (int32_t)match_f(m, it->file);
			if (slot->entry < 0)
				slot->entry = (int32_t)match_re(m, &m->n,
							it->file, it->file);
		}
		slot->used = 1;
		if (slot->entry < 0) {
			slot = name_slot(&files, it, &key, &added);
			if (added)
				slot->entry = (int32_t)match_re(m, &m->k,
							it->name, it->file);
			slot->used = 1;
		}
		if (slot->entry < 0)
			continue;
		found->item[found->n] = i;
		found->entry[found->n++] = &m->entries[slot->entry];
	}
	if (found->caching)
		keep_files(found, &files, hex);
	for (i = 0; i <= files.mask; i++)
		if (files.v[i].owned)
			free((char *)files.v[i].file);
	free(files.v);
out:
	strbuf_release(&buf);
	strbuf_release(&err);
	strbuf_release(&key);
	return found;
}

/*
 * "@subsystem", "@maintainers", "@lists" and "@status" on each item
 * whose file has an entry.
 */
static void maintainers_apply(struct inventory *inv, void *prepared,
			      struct strbuf *keep)
{
	struct maint_found *found = prepared;
	size_t i;

	inventory_absorb(inv, &found->problems);
	inventory_release(&found->problems);
	strbuf_addbuf(keep, &found->row);
	strbuf_release(&found->row);
	for (i = 0; i < found->n; i++)
		annotate_item(inv, &inv->items[found->item[i]],
			      found->entry[i]);
	if (found->m)
		maintainers_free(found->m);
	free(found->item);
	free(found->entry);
	free(found);
}

static const char *const maintainers_inputs[] = { "MAINTAINERS", NULL };

const struct annotator maintainers_annotator = {
	.name = "maintainers",
	.version = 1,
	.prepare = maintainers_prepare,
	.apply = maintainers_apply,
	.kept = "maintainers-files",
	.inputs = maintainers_inputs,
};
