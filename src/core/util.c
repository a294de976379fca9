// SPDX-License-Identifier: GPL-2.0
#include <endian.h>
#include <errno.h>
#include <malloc.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "core/util.h"

const char *progname = "abiwatch";
static const char warning_prefix[] = "warning: ";
void (*report_begin)(void);
void (*report_end)(void);

static void vreport(const char *prefix, const char *fmt, va_list ap)
{
	char msg[4096];

	/* One write per line, so lines from several threads never mix. */
	vsnprintf(msg, sizeof(msg), fmt, ap);
	if (report_begin)
		report_begin();
	fprintf(stderr, "%s: %s%s\n", progname, prefix, msg);
	if (report_end)
		report_end();
}

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("", fmt, ap);
	va_end(ap);
	exit(EXIT_TROUBLE);
}

void bug(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: BUG at %s:%d: ", progname, file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

int error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("", fmt, ap);
	va_end(ap);
	return -1;
}

void warning(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(warning_prefix, fmt, ap);
	va_end(ap);
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		die("out of memory allocating %zu bytes", size);
	return p;
}

void *xcalloc(size_t nmemb, size_t size)
{
	void *p = calloc(nmemb ? nmemb : 1, size ? size : 1);

	if (!p)
		die("out of memory allocating %zu x %zu bytes", nmemb, size);
	return p;
}

void *xreallocarray(void *ptr, size_t nmemb, size_t size)
{
	void *p;

	if (size && nmemb > (size_t)-1 / size)
		die("allocation of %zu x %zu bytes overflows", nmemb, size);
	p = realloc(ptr, (nmemb && size) ? nmemb * size : 1);
	if (!p)
		die("out of memory allocating %zu x %zu bytes", nmemb, size);
	return p;
}

/*
 * A kernel's inventory read from the cache is some 40 MB written at
 * once: as 4 KB pages, 10,000 page faults, a third of a clean run's
 * CPU time in a virtual machine.  With transparent_hugepage set to
 * "madvise" (Debian's default) the advice makes them a few dozen.
 */
void *xmalloc_huge(size_t size)
{
	size_t n = (size + HUGE_PAGE - 1) & ~(size_t)(HUGE_PAGE - 1);
	void *p;

	if (size < HUGE_PAGE)
		return xmalloc(size);
	p = aligned_alloc(HUGE_PAGE, n);
	if (!p)
		die("out of memory allocating %zu bytes", size);
#ifdef MADV_HUGEPAGE
	madvise(p, n, MADV_HUGEPAGE);
#endif
	return p;
}

void *xgrowarray(void *ptr, size_t old, size_t n, size_t size)
{
	void *p;

	if (size && n > (size_t)-1 / size)
		die("allocation of %zu x %zu bytes overflows", n, size);
	/*
	 * Once in huge pages, realloc() keeps them: it moves the mapping,
	 * where a copy would hold the old array and the new at once.
	 */
	if (n * size < HUGE_PAGE || old * size >= HUGE_PAGE)
		return xreallocarray(ptr, n, size);
	p = xmalloc_huge(n * size);
	if (old)
		memcpy(p, ptr, (old < n ? old : n) * size);
	free(ptr);
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void sort_array(void *base, size_t n, size_t size,
		int (*cmp)(const void *, const void *))
{
	const char *p = base;
	size_t i;

	/*
	 * A listing of a git tree comes in order already, and glibc's
	 * merge sort would still compare n/2 log n times: 20-35 ms for a
	 * kernel tree's 87,000 paths, at each commit a log loads, against
	 * 0.5 ms for this pass.  Most arrays out of order show it within a
	 * few elements.
	 */
	for (i = 1; i < n && cmp(p + (i - 1) * size, p + i * size) <= 0; i++)
		;
	if (i < n)
		qsort(base, n, size, cmp);
}

void run_beside(void *(*fn)(void *), void *v, size_t n, size_t size)
{
	pthread_t *threads;
	char *p = v;
	int *started;
	size_t i;

	if (!n)
		return;
	threads = xcalloc(n, sizeof(*threads));
	started = xcalloc(n, sizeof(*started));
	for (i = 1; i < n; i++)
		started[i] = !pthread_create(&threads[i], NULL, fn,
					     p + i * size);
	fn(p);
	for (i = 1; i < n; i++) {
		if (started[i])
			pthread_join(threads[i], NULL);
		else
			fn(p + i * size);
	}
	free(started);
	free(threads);
}

void sort_u64_pairs(struct u64_pair *v, size_t n)
{
	enum { BITS = 11, BUCKETS = 1 << BITS, PASSES = (64 + BITS - 1) / BITS };
	size_t (*count)[BUCKETS], i, sum, c;
	struct u64_pair *tmp, *from = v, *to, *swap;
	int pass;

	if (n < 2)
		return;
	count = xcalloc(PASSES, sizeof(*count));
	tmp = xreallocarray(NULL, n, sizeof(*tmp));
	to = tmp;
	for (i = 0; i < n; i++)
		for (pass = 0; pass < PASSES; pass++)
			count[pass][(v[i].key >> (pass * BITS)) & (BUCKETS - 1)]++;
	for (pass = 0; pass < PASSES; pass++) {
		unsigned int shift = pass * BITS;

		/* A digit that all keys share moves nothing. */
		if (count[pass][(v[0].key >> shift) & (BUCKETS - 1)] == n)
			continue;
		for (i = 0, sum = 0; i < BUCKETS; i++) {
			c = count[pass][i];
			count[pass][i] = sum;
			sum += c;
		}
		for (i = 0; i < n; i++)
			to[count[pass][(from[i].key >> shift) &
				       (BUCKETS - 1)]++] = from[i];
		swap = from;
		from = to;
		to = swap;
	}
	if (from != v)
		memcpy(v, from, n * sizeof(*v));
	free(tmp);
	free(count);
}

void *search_array(const void *key, const void *base, size_t n, size_t size,
		   int (*cmp)(const void *, const void *))
{
	return n ? bsearch(key, base, n, size, cmp) : NULL;
}

int str_ptr_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int starts_with(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* clang says its sanitizers by __has_feature(), gcc by macros. */
#ifndef __has_feature
#define __has_feature(x) 0
#endif

void give_back_freed(void)
{
	/*
	 * The sanitizers' allocators are not glibc's: its malloc_trim()
	 * would walk arenas that they never set up (ASan: a SEGV).
	 */
#if defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__) && \
	!defined(__SANITIZE_THREAD__) && !__has_feature(address_sanitizer) && \
	!__has_feature(thread_sanitizer)
	malloc_trim(0);
#endif
}

uint64_t str_hash(const char *s)
{
	uint64_t h = UINT64_C(14695981039346656037);

	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= UINT64_C(1099511628211);
	}
	return h;
}

#define HASH_P1 UINT64_C(0x9e3779b185ebca87)
#define HASH_P2 UINT64_C(0xc2b2ae3d27d4eb4f)

static uint64_t hash_round(uint64_t h, uint64_t w)
{
	h ^= w * HASH_P2;
	return (h << 31 | h >> 33) * HASH_P1;
}

uint64_t hash_mix(uint64_t h, const void *buf, size_t len)
{
	const unsigned char *p = buf;
	uint64_t w;
	size_t i;

	for (i = 0; i + 8 <= len; i += 8) {
		memcpy(&w, p + i, 8);
		h = hash_round(h, le64toh(w));
	}
	/* Byte by byte: memcpy() of a length not known was a call. */
	for (w = 0; i < len; i++)
		w = w << 8 | p[i];
	return hash_round(hash_round(h, w), len);
}

void hash_mix2(uint64_t h[2], const void *buf, size_t len)
{
	const unsigned char *p = buf;
	uint64_t w, a = h[0], b = h[1];
	size_t i;

	for (i = 0; i + 8 <= len; i += 8) {
		memcpy(&w, p + i, 8);
		w = le64toh(w);
		a = hash_round(a, w);
		b = hash_round(b, w);
	}
	for (w = 0; i < len; i++)
		w = w << 8 | p[i];
	h[0] = hash_round(hash_round(a, w), len);
	h[1] = hash_round(hash_round(b, w), len);
}

void hash_sum128(uint64_t sum[2], const void *buf, size_t len)
{
	sum[0] = HASH_SEED;
	sum[1] = ~HASH_SEED;
	hash_mix2(sum, buf, len);
	sum[0] = hash_end(sum[0]);
	sum[1] = hash_end(sum[1]);
}

uint64_t hash_end(uint64_t h)
{
	h ^= h >> 33;
	h *= HASH_P2;
	return h ^ h >> 29;
}

uint64_t str_hash_len(const char *s, size_t len)
{
	return hash_end(hash_mix(HASH_SEED, s, len));
}

void str_map_init(struct str_map *m, size_t max)
{
	size_t cap = 16;

	while (cap < 2 * max)
		cap *= 2;
	m->keys = xcalloc(cap, sizeof(*m->keys));
	m->vals = xcalloc(cap, sizeof(*m->vals));
	m->mask = cap - 1;
	m->n = 0;
	m->max = max;
}

/* The slot of @name (@len bytes), or of the empty one where it would go. */
static size_t str_map_slot(const struct str_map *m, const char *name,
			   size_t len)
{
	const struct name_len key = { name, len };
	size_t h = str_hash_len(name, len) & m->mask;

	while (m->keys[h] && strcmp_name(m->keys[h], &key))
		h = (h + 1) & m->mask;
	return h;
}

void **str_map_at(struct str_map *m, const char *name)
{
	size_t h = str_map_slot(m, name, strlen(name));

	if (!m->keys[h]) {
		if (m->n == m->max)
			BUG("str_map of %zu names is full", m->max);
		m->keys[h] = name;
		m->n++;
	}
	return &m->vals[h];
}

void *str_map_get(const struct str_map *m, const char *name)
{
	return str_map_get_len(m, name, strlen(name));
}

void *str_map_get_len(const struct str_map *m, const char *name, size_t len)
{
	return m->vals[str_map_slot(m, name, len)];
}

void str_map_release(struct str_map *m)
{
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof(*m));
}

int u64_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The slot of @h in @set, or the empty one where it would go: from its
 * high bits, since its low bits chose its bit in the bitmap.
 */
static size_t hash_set_slot(const struct hash_set *set, uint64_t h)
{
	size_t j = (size_t)(h >> 32) & set->slot_mask;

	while (set->slots[j] && set->slots[j] != h)
		j = (j + 1) & set->slot_mask;
	return j;
}

void hash_set_init(struct hash_set *set, const uint64_t *v, size_t n)
{
	size_t i, nbits = 1024;

	set->v = xcalloc(n + 1, sizeof(*set->v));
	if (n)
		memcpy(set->v, v, n * sizeof(*v));
	sort_array(set->v, n, sizeof(*set->v), u64_cmp);
	for (set->n = 0, i = 0; i < n; i++)
		if (!set->n || set->v[set->n - 1] != set->v[i])
			set->v[set->n++] = set->v[i];
	/* Sixteen bits a hash: one key in twenty passes it wrongly. */
	while (nbits < 16 * set->n)
		nbits *= 2;
	set->mask = nbits - 1;
	set->bits = xcalloc(nbits / 64, sizeof(*set->bits));
	for (i = 0; i < set->n; i++)
		set->bits[(set->v[i] & set->mask) / 64] |=
			UINT64_C(1) << (set->v[i] & 63);
	for (nbits = 16; nbits < 2 * set->n; nbits *= 2)
		;
	set->slot_mask = nbits - 1;
	set->slots = xcalloc(nbits, sizeof(*set->slots));
	set->zero = 0;
	for (i = 0; i < set->n; i++) {
		if (!set->v[i])
			set->zero = 1;
		else
			set->slots[hash_set_slot(set, set->v[i])] = set->v[i];
	}
}

int hash_set_has(const struct hash_set *set, uint64_t h)
{
	if (!(set->bits[(h & set->mask) / 64] & (UINT64_C(1) << (h & 63))))
		return 0;
	if (!h)
		return set->zero;
	return set->slots[hash_set_slot(set, h)] == h;
}

void hash_set_release(struct hash_set *set)
{
	free(set->v);
	free(set->bits);
	free(set->slots);
	set->v = set->bits = set->slots = NULL;
	set->n = 0;
}

int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && memcmp(s + n - m, suffix, m) == 0;
}

/* The length of the valid UTF-8 sequence at s, or 0. */
size_t utf8_len(const unsigned char *s)
{
	size_t n, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return 0;
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	/* No overlong forms, surrogates or values past U+10FFFF. */
	if ((n == 3 && s[0] == 0xe0 && s[1] < 0xa0) ||
	    (n == 3 && s[0] == 0xed && s[1] >= 0xa0) ||
	    (n == 4 && s[0] == 0xf0 && s[1] < 0x90) ||
	    (n == 4 && s[0] == 0xf4 && s[1] >= 0x90))
		return 0;
	return n;
}
