// SPDX-License-Identifier: GPL-2.0
#include <hs/hs.h>
#include <stdlib.h>
#include <string.h>

#include "scan/logmatch.h"
#include "core/util.h"

struct logmatch {
	hs_database_t *db;
	hs_scratch_t *scratch;
	size_t *weights;
	size_t n;
	/* The best match of the line being scanned. */
	long best;
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
		flags[i] = HS_FLAG_SINGLEMATCH;
	rc = hs_compile_multi(re, flags, ids, (unsigned int)n, HS_MODE_BLOCK,
			      NULL, db, cerr);
	free(flags);
	return rc == HS_SUCCESS ? 0 : -1;
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
	free(m->weights);
	free(m);
}

static int on_match(unsigned int id, unsigned long long from,
		    unsigned long long to, unsigned int flags, void *data)
{
	struct logmatch *m = data;

	(void)from;
	(void)to;
	(void)flags;
	if (m->best < 0 || m->weights[id] > m->weights[m->best] ||
	    (m->weights[id] == m->weights[m->best] && (long)id < m->best))
		m->best = (long)id;
	return 0;
}

long logmatch_line(struct logmatch *m, const char *line, size_t len)
{
	m->best = -1;
	if (!m->db || len > 0xffffffffu)
		return -1;
	if (hs_scan(m->db, line, (unsigned int)len, 0, m->scratch, on_match,
		    m) != HS_SUCCESS)
		return -1;
	return m->best;
}
