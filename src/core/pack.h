/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Bytes that this same abiwatch writes and reads back: the cache's rows
 * and what an extractor keeps of a file for its finish step.  Numbers are
 * 4 bytes little-endian, strings their length and bytes.
 *
 * Reading is checked all the same, since the cache file is not ours
 * alone: a short or malformed buffer sets the unpacker's error, which
 * sticks, and every read after it gives 0 or NULL.  A caller reads all
 * it wants and asks unpack_end() once, rather than checking each read.
 */
#ifndef ABIWATCH_PACK_H
#define ABIWATCH_PACK_H

#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"
#include "core/strbuf.h"

void pack_u32(struct strbuf *out, uint32_t v);
/* @len bytes of @s, as a string: read back with unpack_mem(). */
void pack_mem(struct strbuf *out, const char *s, size_t len);
/* A C string, or NULL: unpack_str() gives back the same. */
void pack_str(struct strbuf *out, const char *s);
/* @len bytes of any value, NUL too: read back with unpack_bytes(). */
void pack_bytes(struct strbuf *out, const void *buf, size_t len);

struct unpacker {
	const unsigned char *p, *end;
	int err;
	/*
	 * Set by the reader of bytes this run packed, or read back whole
	 * before (extractor.state_unpack_again): unpack_mem() then leaves
	 * out its check that a string holds no NUL.
	 */
	int trusted;
};

void unpacker_init(struct unpacker *u, const char *buf, size_t len);
/* Whether bytes are left to read, and no error has been met. */
int unpack_more(const struct unpacker *u);
uint32_t unpack_u32(struct unpacker *u);
/*
 * The number pack_u32() wrote at @p, unchecked: for a reader that has
 * checked a run of them at once (tokens_unpack()'s records).
 */
static inline uint32_t unpack_u32_at(const unsigned char *p)
{
	return p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}
/*
 * A string pack_mem() or pack_str() wrote, pointing into the buffer (not
 * NUL-terminated; NUL bytes refused): its length in *len.  NULL for
 * pack_str(NULL), and on an error.
 */
const char *unpack_mem(struct unpacker *u, uint32_t *len);
/* The same, copied into @a and NUL-terminated. */
char *unpack_str(struct unpacker *u, struct arena *a);
/* What pack_bytes() wrote, pointing into the buffer; NULL on an error. */
const void *unpack_bytes(struct unpacker *u, uint32_t *len);
/* 0 if all was read and well formed, else -1. */
int unpack_end(const struct unpacker *u);

#endif
