// SPDX-License-Identifier: GPL-2.0
/*
 * Splitting an mbox and reading a patch mail, as git mailsplit and git
 * mailinfo do for git am, in as much as abiwatch needs: the headers it
 * reports, and the diff.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "core/util.h"
#include "source/mbox.h"

/*
 * "From 1234abcd... Mon Sep 17 00:00:00 2001", the separator git
 * format-patch writes: "From ", a word, then a date that ends in a year.
 */
static int from_line(const char *s, const char *end)
{
	const char *sp;

	if (end - s < 10 || memcmp(s, "From ", 5))
		return 0;
	sp = memchr(s + 5, ' ', (size_t)(end - s - 5));
	while (end > s && (end[-1] == '\n' || end[-1] == '\r'))
		end--;
	return sp && end - sp > 5 && isdigit((unsigned char)end[-1]) &&
	       isdigit((unsigned char)end[-4]);
}

/* Decode one RFC 2047 "=?charset?q?...?=" word, as git writes names. */
static void add_header_text(struct strbuf *sb, const char *s, const char *end)
{
	while (s < end) {
		const char *q = NULL, *stop;

		if (end - s > 2 && s[0] == '=' && s[1] == '?')
			q = strstr(s + 2, "?q?") ? strstr(s + 2, "?q?") :
			    strstr(s + 2, "?Q?");
		stop = q ? strstr(q + 3, "?=") : NULL;
		if (!q || !stop || stop > end) {
			strbuf_addch(sb, *s++);
			continue;
		}
		for (q += 3; q < stop; q++) {
			if (*q == '_') {
				strbuf_addch(sb, ' ');
			} else if (*q == '=' && stop - q > 2 &&
				   isxdigit((unsigned char)q[1]) &&
				   isxdigit((unsigned char)q[2])) {
				char hex[3] = { q[1], q[2], 0 };

				strbuf_addch(sb, (int)strtol(hex, NULL, 16));
				q += 2;
			} else {
				strbuf_addch(sb, *q);
			}
		}
		s = stop + 2;
		/* Blanks between two encoded words are not text. */
		while (s < end && (*s == ' ' || *s == '\t') && end - s > 1 &&
		       s[strspn(s, " \t")] == '=')
			s++;
	}
}

/* The subject without its leading "[PATCH v2 1/3]" and "Re:" tags. */
static char *clean_subject(const char *s)
{
	for (;;) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '[' && strchr(s, ']'))
			s = strchr(s, ']') + 1;
		else
			break;
	}
	return xstrdup(s);
}

/* The value of header @name in @hdr[0..@len), unfolded, or NULL. */
static char *header(const char *hdr, size_t len, const char *name)
{
	const char *p = hdr, *end = hdr + len, *eol;
	size_t nl = strlen(name);
	struct strbuf sb = STRBUF_INIT;

	for (; p < end; p = eol + 1) {
		eol = memchr(p, '\n', (size_t)(end - p));
		if (!eol)
			eol = end;
		if ((size_t)(eol - p) <= nl || strncasecmp(p, name, nl) ||
		    p[nl] != ':')
			continue;
		p += nl + 1;
		for (;;) {
			while (p < eol && (*p == ' ' || *p == '\t'))
				p++;
			add_header_text(&sb, p, eol > p && eol[-1] == '\r' ?
					eol - 1 : eol);
			if (eol >= end || (eol[1] != ' ' && eol[1] != '\t'))
				break;
			strbuf_addch(&sb, ' ');
			p = eol + 1;
			eol = memchr(p, '\n', (size_t)(end - p));
			if (!eol)
				eol = end;
		}
		return strbuf_detach(&sb, NULL);
	}
	strbuf_release(&sb);
	return NULL;
}

/* Where the line after the one at @p starts. */
static const char *next_line(const char *p, const char *end)
{
	const char *nl = memchr(p, '\n', (size_t)(end - p));

	return nl ? nl + 1 : end;
}

/* The diff of a body: from "diff --git" to the signature "-- ". */
static void find_diff(struct mbox_patch *p, const char *body,
		      const char *end)
{
	const char *s, *line, *sig = NULL;

	for (s = body; s < end; s = next_line(s, end))
		if (!strncmp(s, "diff --git ", 11))
			break;
	if (s >= end)
		return;
	for (line = s; line < end; line = next_line(line, end))
		if (end - line >= 3 && !memcmp(line, "-- ", 3) &&
		    (end - line == 3 || line[3] == '\n' ||
		     (line[3] == '\r' && end - line > 4 && line[4] == '\n')))
			sig = line;
	p->difflen = (size_t)((sig ? sig : end) - s);
	p->diff = xstrndup(s, p->difflen);
}

static void parse_message(struct mbox *mb, const char *file, const char *s,
			  const char *end)
{
	struct mbox_patch *p;
	const char *hdr = s, *body;
	char *v;

	ALLOC_GROW(mb->v, mb->n + 1, mb->alloc);
	p = &mb->v[mb->n++];
	memset(p, 0, sizeof(*p));
	p->file = xstrdup(file);
	if (from_line(s, next_line(s, end))) {
		const char *sp = memchr(s + 5, ' ', (size_t)(end - s - 5));

		p->id = xstrndup(s + 5, (size_t)(sp - s - 5));
		if (strlen(p->id) != 40 || strspn(p->id, "0123456789abcdef") != 40)
			p->id[0] = '\0';
		hdr = next_line(s, end);
	} else {
		p->id = xstrdup("");
	}
	/* The headers end at the first empty line; a bare diff has none. */
	for (body = hdr; body < end && *body != '\n' && *body != '\r';
	     body = next_line(body, end))
		if (!strncmp(body, "diff --git ", 11))
			break;
	v = header(hdr, (size_t)(body - hdr), "Subject");
	p->subject = clean_subject(v ? v : "");
	free(v);
	v = header(hdr, (size_t)(body - hdr), "From");
	p->author = v ? v : xstrdup("");
	v = header(hdr, (size_t)(body - hdr), "Date");
	p->date = v ? v : xstrdup("");
	find_diff(p, hdr, end);
}

void mbox_parse(struct mbox *mb, const char *file, const char *buf,
		size_t len)
{
	const char *end = buf + len, *s = buf, *line, *prev_blank = buf;

	/* A message starts at a From line at the top or after a blank one. */
	for (line = next_line(buf, end); line < end;
	     line = next_line(line, end)) {
		if (line == prev_blank && from_line(line, next_line(line, end))) {
			parse_message(mb, file, s, line);
			s = line;
		}
		if (*line == '\n' || (*line == '\r' && line + 1 < end &&
				      line[1] == '\n'))
			prev_blank = next_line(line, end);
	}
	if (s < end)
		parse_message(mb, file, s, end);
}

void mbox_release(struct mbox *mb)
{
	size_t i;

	for (i = 0; i < mb->n; i++) {
		free(mb->v[i].file);
		free(mb->v[i].id);
		free(mb->v[i].subject);
		free(mb->v[i].author);
		free(mb->v[i].date);
		free(mb->v[i].diff);
	}
	free(mb->v);
	mb->v = NULL;
	mb->n = mb->alloc = 0;
}
