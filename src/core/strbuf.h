/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A growable string, after git's strbuf.
 *
 * Invariants: buf is never NULL and always NUL-terminated, len is the
 * length of the string in it.  An initialised strbuf that was never grown
 * points at a shared empty string, so STRBUF_INIT needs no allocation.
 * Ownership of the memory leaves the strbuf only through strbuf_detach().
 */
#ifndef ABIWATCH_STRBUF_H
#define ABIWATCH_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

#include "core/util.h"

struct strbuf {
	size_t alloc;
	size_t len;
	char *buf;
};

extern char strbuf_slopbuf[];
#define STRBUF_INIT { 0, 0, strbuf_slopbuf }

void strbuf_init(struct strbuf *sb, size_t hint);
void strbuf_release(struct strbuf *sb);
char *strbuf_detach(struct strbuf *sb, size_t *len);
void strbuf_grow(struct strbuf *sb, size_t extra);
void strbuf_setlen(struct strbuf *sb, size_t len);
void strbuf_add(struct strbuf *sb, const void *data, size_t len);
void strbuf_addstr(struct strbuf *sb, const char *s);
void strbuf_addch(struct strbuf *sb, int c);
void strbuf_addbuf(struct strbuf *sb, const struct strbuf *other);
void strbuf_addf(struct strbuf *sb, const char *fmt, ...)
	__printf(2, 3);
void strbuf_vaddf(struct strbuf *sb, const char *fmt, va_list ap);

static inline void
strbuf_reset(struct strbuf *sb)
{
	strbuf_setlen(sb, 0);
}

#endif
