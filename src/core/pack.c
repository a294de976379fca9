// SPDX-License-Identifier: GPL-2.0
#include <string.h>

#include "core/pack.h"

/* The length that stands for NULL: no string is that long. */
#define PACK_NULL UINT32_MAX

void pack_u32(struct strbuf *out, uint32_t v)
{
	unsigned char b[4] = { v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff,
			       v >> 24 };

	strbuf_add(out, b, 4);
}

void pack_mem(struct strbuf *out, const char *s, size_t len)
{
	pack_u32(out, (uint32_t)len);
	strbuf_add(out, s, len);
}

void pack_str(struct strbuf *out, const char *s)
{
	if (s)
		pack_mem(out, s, strlen(s));
	else
		pack_u32(out, PACK_NULL);
}

void pack_bytes(struct strbuf *out, const void *buf, size_t len)
{
	pack_u32(out, (uint32_t)len);
	strbuf_add(out, buf, len);
}

void unpacker_init(struct unpacker *u, const char *buf, size_t len)
{
	u->p = (const unsigned char *)buf;
	u->end = u->p + len;
	u->err = 0;
	u->trusted = 0;
}

int unpack_more(const struct unpacker *u)
{
	return !u->err && u->p < u->end;
}

uint32_t unpack_u32(struct unpacker *u)
{
	uint32_t v;

	if (u->err || u->end - u->p < 4) {
		u->err = 1;
		return 0;
	}
	v = unpack_u32_at(u->p);
	u->p += 4;
	return v;
}

const char *unpack_mem(struct unpacker *u, uint32_t *len)
{
	const char *s;

	*len = unpack_u32(u);
	if (u->err || *len == PACK_NULL) {
		*len = 0;
		return NULL;
	}
	if ((size_t)(u->end - u->p) < *len ||
	    (!u->trusted && memchr(u->p, '\0', *len))) {
		u->err = 1;
		*len = 0;
		return NULL;
	}
	s = (const char *)u->p;
	u->p += *len;
	return s;
}

char *unpack_str(struct unpacker *u, struct arena *a)
{
	uint32_t len;
	const char *s = unpack_mem(u, &len);

	return s ? arena_strndup(a, s, len) : NULL;
}

const void *unpack_bytes(struct unpacker *u, uint32_t *len)
{
	const void *p;

	*len = unpack_u32(u);
	if (u->err || (size_t)(u->end - u->p) < *len) {
		u->err = 1;
		*len = 0;
		return NULL;
	}
	p = u->p;
	u->p += *len;
	return p;
}

int unpack_end(const struct unpacker *u)
{
	return u->err || u->p != u->end ? -1 : 0;
}
