// SPDX-License-Identifier: GPL-2.0
#include <hs/hs.h>
#include <stdlib.h>
#include <string.h>

#include "scan/logmatch.h"
#include "core/util.h"

/*
 * Two passes: the longest literal of each regex, all in one literal
 * database, finds the few lines that may match, at memory speed; the
 * regexes themselves then run on those lines alone.
 */
struct logmatch {
	hs_database_t *db, *lit_db;
	hs_scratch_t *scratch, *lit_scratch;
	size_t *weights;
	size_t n;
	/* The buffer being scanned, the line's offset in it, the hits. */
	const char *buf;
	size_t base;
	size_t *cand;
	size_t ncand, cand_alloc;
	struct logmatch_hit *hits;
	size_t nhits, alloc;
	int unordered;
};

static int is_alnum(int c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	       (c >= 'A' && c <= 'Z');
}

static int is_odigit(int c)
{
	return c >= '0' && c <= '7';
}

static int hex_val(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* C's escapes, as a string literal's text holds them, into bytes. */
static void unescape(struct strbuf *sb, const char *s)
{
	static const char from[] = "abfnrtv", to[] = "\a\b\f\n\r\t\v";

	for (; *s; s++) {
		const char *e;
		int v, k;

		if (*s != '\\' || !s[1]) {
			strbuf_addch(sb, *s);
			continue;
		}
		s++;
		if ((e = strchr(from, *s))) {
			strbuf_addch(sb, to[e - from]);
		} else if (is_odigit(*s)) {
			for (v = 0, k = 0; k < 3 && is_odigit(s[k]); k++)
				v = v * 8 + s[k] - '0';
			strbuf_addch(sb, v & 0xff);
			s += k - 1;
		} else if (*s == 'x' && hex_val(s[1]) >= 0) {
			for (v = 0, k = 1; hex_val(s[k]) >= 0; k++)
				v = (v * 16 + hex_val(s[k])) & 0xff;
			strbuf_addch(sb, v);
			s += k - 1;
		} else {
			strbuf_addch(sb, *s);	/* \" \' \\ \? */
		}
	}
}

/* The length of the printf conversion at s ('%'), 0 if it isn't one. */
static size_t conversion(const char *s, const char *end)
{
	const char *p = s + 1;

	p += strspn(p, "-+ #0'");
	p += strspn(p, "0123456789*");
	if (*p == '.') {
		p++;
		p += strspn(p, "0123456789*");
	}
	p += strspn(p, "hlLqjzZt");
	if (p >= end || !*p || !strchr("diouxXeEfFgGaAcspn", *p))
		return 0;
	/* The kernel's %p extensions: %pS, %pI4, %pOF, %pe... */
	if (*p++ == 'p')
		while (p < end && is_alnum(*p))
			p++;
	return (size_t)(p - s);
}

/*
 * Append the text s[0..len) as a regex: literals escaped, conversions
 * wildcards.  *wild says whether the regex so far ends in one.
 */
static size_t add_text(struct strbuf *re, const char *s, size_t len,
		       int *wild)
{
	const char *end = s + len;
	size_t lit = 0, n;

	while (s < end) {
		if (*s == '%' && s + 1 < end && s[1] == '%') {
			s++;
		} else if (*s == '%' && (n = conversion(s, end))) {
			if (!*wild && re->len)
				strbuf_addstr(re, ".*");
			*wild = 1;
			s += n;
			continue;
		}
		if (is_alnum(*s) || *s == '_')
			strbuf_addch(re, *s);
		else
			strbuf_addf(re, "\\x%02x", (unsigned char)*s);
		*wild = 0;
		lit++;
		s++;
	}
	return lit;
}

/* The number of letters and digits of s[0..len) outside conversions. */
static size_t letters(const char *s, size_t len)
{
	const char *end = s + len;
	size_t k = 0, n;

	while (s < end) {
		if (*s == '%' && (n = conversion(s, end))) {
			s += n;
			continue;
		}
		k += is_alnum(*s++);
	}
	return k;
}

size_t logmatch_regex(struct strbuf *re, const char *format,
		      const char *prefix)
{
	struct strbuf text = STRBUF_INIT, pre = STRBUF_INIT;
	const char *s, *nl, *best = NULL;
	size_t best_len = 0, best_k = 0, lit = 0;
	int wild = 0;

	strbuf_reset(re);
	unescape(&text, format);
	/* The log line of the format's lines with the most words in it. */
	for (s = text.buf;; s = nl + 1) {
		size_t len, k;

		nl = memchr(s, '\n', text.len - (size_t)(s - text.buf));
		len = nl ? (size_t)(nl - s) : text.len - (size_t)(s - text.buf);
		k = letters(s, len);
		if (!best || k > best_k) {
			best = s;
			best_len = len;
			best_k = k;
		}
		if (!nl)
			break;
	}
	if (prefix && best == text.buf) {
		unescape(&pre, prefix);
		lit += add_text(re, pre.buf, pre.len, &wild);
	}
	lit += add_text(re, best, best_len, &wild);
	if (wild && re->len >= 2)
		strbuf_setlen(re, re->len - 2);
	if (!lit)
		strbuf_reset(re);
	strbuf_release(&text);
	strbuf_release(&pre);
	return lit;
}

static int compile(hs_database_t **db, const char *const *re,
		   const unsigned int *ids, size_t n, hs_compile_error_t **cerr)
{
	unsigned int *flags = xcalloc(n ? n : 1, sizeof(*flags));
	size_t i;
	hs_error_t rc;

	for (i = 0; i < n; i++)
		flags[i] = 0;
	rc = hs_compile_multi(re, flags, ids, (unsigned int)n, HS_MODE_BLOCK,
			      NULL, db, cerr);
	free(flags);
	return rc == HS_SUCCESS ? 0 : -1;
}

/*
 * The longest run of literal bytes of a regex as logmatch_regex() writes
 * them: letters, digits, '_' and \xNN, parted by ".*".
 */
static void longest_literal(struct strbuf *lit, const char *re)
{
	struct strbuf run = STRBUF_INIT;

	strbuf_reset(lit);
	for (;;) {
		if (!*re || (re[0] == '.' && re[1] == '*')) {
			if (run.len > lit->len) {
				strbuf_reset(lit);
				strbuf_addbuf(lit, &run);
			}
			strbuf_reset(&run);
			if (!*re)
				break;
			re += 2;
		} else if (re[0] == '\\' && re[1] == 'x' && re[2] && re[3]) {
			strbuf_addch(&run, hex_val(re[2]) * 16 + hex_val(re[3]));
			re += 4;
		} else {
			strbuf_addch(&run, *re++);
		}
	}
	strbuf_release(&run);
}

static int compile_literals(struct logmatch *m, const char *const *re,
			    size_t n)
{
	struct strbuf *lits = xcalloc(n ? n : 1, sizeof(*lits));
	const char **words = xcalloc(n ? n : 1, sizeof(*words));
	size_t *lens = xcalloc(n ? n : 1, sizeof(*lens));
	unsigned int *ids = xcalloc(n ? n : 1, sizeof(*ids));
	unsigned int *flags = xcalloc(n ? n : 1, sizeof(*flags));
	hs_compile_error_t *cerr = NULL;
	size_t i;
	int ret = -1;

	for (i = 0; i < n; i++) {
		strbuf_init(&lits[i], 0);
		longest_literal(&lits[i], re[i]);
		if (!lits[i].len)
			goto out;	/* no literal: the regexes alone */
		words[i] = lits[i].buf;
		lens[i] = lits[i].len;
	}
	if (n && hs_compile_lit_multi(words, flags, ids, lens, (unsigned int)n,
				      HS_MODE_BLOCK, NULL, &m->lit_db,
				      &cerr) == HS_SUCCESS &&
	    hs_alloc_scratch(m->lit_db, &m->lit_scratch) == HS_SUCCESS)
		ret = 0;
	hs_free_compile_error(cerr);
out:
	for (i = 0; i < n; i++)
		strbuf_release(&lits[i]);
	free(lits);
	free(words);
	free(lens);
	free(ids);
	free(flags);
	return ret;
}

int logmatch_new(struct logmatch **out, const char *const *regexes,
		 const size_t *weights, size_t n, struct strbuf *err)
{
	struct logmatch *m = xcalloc(1, sizeof(*m));
	const char **re = xcalloc(n ? n : 1, sizeof(*re));
	unsigned int *ids = xcalloc(n ? n : 1, sizeof(*ids));
	hs_compile_error_t *cerr = NULL;
	size_t i, k = 0;
	int ret = -1;

	*out = m;
	m->n = n;
	m->weights = xcalloc(n ? n : 1, sizeof(*m->weights));
	for (i = 0; i < n; i++) {
		m->weights[i] = weights[i];
		if (regexes[i] && *regexes[i]) {
			re[k] = regexes[i];
			ids[k++] = (unsigned int)i;
		}
	}
	/* Leave out each regex Hyperscan refuses, and try again. */
	while (k && compile(&m->db, re, ids, k, &cerr) < 0) {
		int bad = cerr ? cerr->expression : -1;

		if (bad < 0 || (size_t)bad >= k) {
			strbuf_addf(err, "cannot compile the log matchers: %s\n",
				    cerr ? cerr->message : "unknown error");
			hs_free_compile_error(cerr);
			goto out;
		}
		strbuf_addf(err, "matcher %u left out: %s\n", ids[bad],
			    cerr->message);
		hs_free_compile_error(cerr);
		cerr = NULL;
		memmove(re + bad, re + bad + 1, (k - (size_t)bad - 1) * sizeof(*re));
		memmove(ids + bad, ids + bad + 1,
			(k - (size_t)bad - 1) * sizeof(*ids));
		k--;
	}
	if (m->db && hs_alloc_scratch(m->db, &m->scratch) != HS_SUCCESS) {
		strbuf_addstr(err, "cannot allocate the log matchers' scratch space\n");
		goto out;
	}
	/* Without it, the regexes scan everything: slower, not wrong. */
	if (m->db && compile_literals(m, re, k) < 0) {
		hs_free_database(m->lit_db);
		m->lit_db = NULL;
	}
	ret = 0;
out:
	free(re);
	free(ids);
	return ret;
}

void logmatch_free(struct logmatch *m)
{
	if (!m)
		return;
	hs_free_scratch(m->scratch);
	hs_free_database(m->db);
	hs_free_scratch(m->lit_scratch);
	hs_free_database(m->lit_db);
	free(m->weights);
	free(m->hits);
	free(m->cand);
	free(m);
}

/* The start of the line that holds buf[at - 1]. */
static size_t line_start(const char *buf, size_t at)
{
	const char *nl = at ? memrchr(buf, '\n', at - 1) : NULL;

	return nl ? (size_t)(nl - buf) + 1 : 0;
}

static int on_match(unsigned int id, unsigned long long from,
		    unsigned long long to, unsigned int flags, void *data)
{
	struct logmatch *m = data;
	struct logmatch_hit *last;
	size_t line = m->base + line_start(m->buf, (size_t)to);

	(void)from;
	(void)flags;
	last = m->nhits ? &m->hits[m->nhits - 1] : NULL;
	if (last && last->line == line) {
		if (m->weights[id] > m->weights[last->id] ||
		    (m->weights[id] == m->weights[last->id] &&
		     (long)id < last->id))
			last->id = (long)id;
		return 0;
	}
	m->unordered |= last && last->line > line;
	ALLOC_GROW(m->hits, m->nhits + 1, m->alloc);
	m->hits[m->nhits].line = line;
	m->hits[m->nhits++].id = (long)id;
	return 0;
}

static int hit_cmp(const void *a, const void *b)
{
	const struct logmatch_hit *x = a, *y = b;

	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return x->id < y->id ? -1 : x->id > y->id;
}

/* Hits out of order, should the matcher give them so: one per line. */
static void merge_hits(struct logmatch *m)
{
	size_t i, w = 0;

	sort_array(m->hits, m->nhits, sizeof(*m->hits), hit_cmp);
	for (i = 0; i < m->nhits; i++) {
		struct logmatch_hit *h = &m->hits[i];

		if (w && m->hits[w - 1].line == h->line) {
			long b = m->hits[w - 1].id;

			if (m->weights[h->id] > m->weights[b])
				m->hits[w - 1].id = h->id;
			continue;
		}
		m->hits[w++] = *h;
	}
	m->nhits = w;
}

static int on_literal(unsigned int id, unsigned long long from,
		      unsigned long long to, unsigned int flags, void *data)
{
	struct logmatch *m = data;
	size_t line = line_start(m->buf, (size_t)to);

	(void)id;
	(void)from;
	(void)flags;
	if (m->ncand && m->cand[m->ncand - 1] == line)
		return 0;
	ALLOC_GROW(m->cand, m->ncand + 1, m->cand_alloc);
	m->cand[m->ncand++] = line;
	return 0;
}

static int size_cmp(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

/* The regexes on the lines where a literal of theirs occurs. */
static int scan_candidates(struct logmatch *m, const char *buf, size_t len)
{
	size_t i, w = 0;

	m->ncand = 0;
	m->buf = buf;
	if (hs_scan(m->lit_db, buf, (unsigned int)len, 0, m->lit_scratch,
		    on_literal, m) != HS_SUCCESS)
		return -1;
	sort_array(m->cand, m->ncand, sizeof(*m->cand), size_cmp);
	for (i = 0; i < m->ncand; i++)
		if (!w || m->cand[w - 1] != m->cand[i])
			m->cand[w++] = m->cand[i];
	for (i = 0; i < w; i++) {
		const char *s = buf + m->cand[i];
		const char *nl = memchr(s, '\n', len - m->cand[i]);
		size_t n = nl ? (size_t)(nl - s) : len - m->cand[i];

		m->buf = s;
		m->base = m->cand[i];
		if (hs_scan(m->db, s, (unsigned int)n, 0, m->scratch, on_match,
			    m) != HS_SUCCESS)
			return -1;
	}
	return 0;
}

size_t logmatch_scan(struct logmatch *m, const char *buf, size_t len,
		     const struct logmatch_hit **hits)
{
	int rc;

	m->nhits = 0;
	m->unordered = 0;
	m->buf = buf;
	m->base = 0;
	*hits = m->hits;
	if (!m->db || len > 0xffffffffu)
		return 0;
	/* Without HS_FLAG_DOTALL no match spans a '\n': lines stay apart. */
	if (m->lit_db)
		rc = scan_candidates(m, buf, len);
	else
		rc = hs_scan(m->db, buf, (unsigned int)len, 0, m->scratch,
			     on_match, m) == HS_SUCCESS ? 0 : -1;
	if (rc < 0)
		m->nhits = 0;
	if (m->unordered)
		merge_hits(m);
	*hits = m->hits;
	return m->nhits;
}

long logmatch_line(struct logmatch *m, const char *line, size_t len)
{
	const struct logmatch_hit *hits;

	return logmatch_scan(m, line, len, &hits) ? hits[0].id : -1;
}
