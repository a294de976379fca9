/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The literal prefilter: which extractors' trigger words occur in a
 * buffer.  Most of a kernel tree holds no ABI; this decides, at memory
 * speed, which files the lexer needs to see at all.  Hyperscan matches
 * all trigger words in one pass.
 */
#ifndef ABIWATCH_PREFILTER_H
#define ABIWATCH_PREFILTER_H

#include <stddef.h>
#include <stdint.h>

struct prefilter;
struct prefilter_scratch;

/*
 * Word i wakes the extractors in masks[i].  With PREFILTER_EVERY, each
 * occurrence of a word is found, for prefilter_find(); without, only
 * whether it occurs, for prefilter_scan().
 */
#define PREFILTER_EVERY 0x1
int prefilter_new(struct prefilter **out, const char *const *words,
		  const uint64_t *masks, size_t n, unsigned int flags);
/*
 * prefilter_new(), its compiled database kept in the cache @c (NULL: not
 * kept) and taken from there the next time, named by the SHA-1 of the
 * words, their masks and @how, and by Hyperscan's version: compiling a
 * kernel scan's words took 6 ms a database, each scan.
 */
struct cache;
int prefilter_new_cached(struct prefilter **out, struct cache *c,
			 const char *const *words, const uint64_t *masks,
			 size_t n, unsigned int how);
void prefilter_free(struct prefilter *pf);

struct prefilter_scratch *prefilter_scratch_new(struct prefilter *pf);
void prefilter_scratch_free(struct prefilter_scratch *s);

/*
 * The extractors among @want whose words occur in buf[0..len).  Stops as
 * soon as all of @want are found.
 */
uint64_t prefilter_scan(struct prefilter *pf, struct prefilter_scratch *s,
			const char *buf, size_t len, uint64_t want);

/*
 * Where the words of the extractors among @want begin in buf[0..len):
 * ascending offsets, each once, in (*at)[0..*nat).  *at grows as needed
 * (*alloc is its size), so a caller can reuse it.  Returns -1 if the
 * buffer can't be searched: the caller must then read all of it.
 */
int prefilter_find(size_t *nat, struct prefilter *pf,
		   struct prefilter_scratch *s, const char *buf, size_t len,
		   uint64_t want, size_t **at, size_t *alloc);

#endif
