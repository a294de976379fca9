// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "core/util.h"

char strbuf_slopbuf[1];

void strbuf_init(struct strbuf *sb, size_t hint)
{
	sb->alloc = 0;
	sb->len = 0;
	sb->buf = strbuf_slopbuf;
	if (hint)
		strbuf_grow(sb, hint);
}

void strbuf_release(struct strbuf *sb)
{
	if (sb->alloc)
		free(sb->buf);
	strbuf_init(sb, 0);
}

char *strbuf_detach(struct strbuf *sb, size_t *len)
{
	char *res;

	strbuf_grow(sb, 0);
	res = sb->buf;
	if (len)
		*len = sb->len;
	strbuf_init(sb, 0);
	return res;
}

void strbuf_grow(struct strbuf *sb, size_t extra)
{
	size_t want = sb->len + extra + 1;
	int fresh = !sb->alloc;

	if (want < sb->len)
		die("strbuf of %zu bytes cannot grow by %zu", sb->len, extra);
	if (want <= sb->alloc)
		return;
	if (fresh)
		sb->buf = NULL;
	if (want < sb->alloc * 2)
		want = sb->alloc * 2;
	if (want < 64)
		want = 64;
	sb->buf = xreallocarray(sb->buf, want, 1);
	sb->alloc = want;
	if (fresh)
		sb->buf[0] = '\0';
}

void strbuf_setlen(struct strbuf *sb, size_t len)
{
	if (len > (sb->alloc ? sb->alloc - 1 : 0))
		BUG("%s(%zu) beyond allocation %zu", __func__, len, sb->alloc);
	sb->len = len;
	if (sb->alloc)
		sb->buf[len] = '\0';
}

void strbuf_add(struct strbuf *sb, const void *data, size_t len)
{
	strbuf_grow(sb, len);
	memcpy(sb->buf + sb->len, data, len);
	strbuf_setlen(sb, sb->len + len);
}

void strbuf_addstr(struct strbuf *sb, const char *s)
{
	strbuf_add(sb, s, strlen(s));
}

void strbuf_addch(struct strbuf *sb, int c)
{
	strbuf_grow(sb, 1);
	sb->buf[sb->len++] = (char)c;
	sb->buf[sb->len] = '\0';
}

void strbuf_vaddf(struct strbuf *sb, const char *fmt, va_list ap)
{
	va_list cp;
	int n;

	va_copy(cp, ap);
	n = vsnprintf(sb->buf + sb->len, sb->alloc ? sb->alloc - sb->len : 0,
		      fmt, cp);
	va_end(cp);
	if (n < 0)
		BUG("vsnprintf failed for format '%s'", fmt);
	if ((size_t)n + 1 > (sb->alloc ? sb->alloc - sb->len : 0)) {
		strbuf_grow(sb, (size_t)n);
		n = vsnprintf(sb->buf + sb->len, sb->alloc - sb->len, fmt, ap);
	}
	strbuf_setlen(sb, sb->len + (size_t)n);
}

void strbuf_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(sb, fmt, ap);
	va_end(ap);
}

void strbuf_addbuf(struct strbuf *sb, const struct strbuf *other)
{
	strbuf_add(sb, other->buf, other->len);
}
