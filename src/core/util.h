/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Error reporting, allocation wrappers, and the sorting and searching
 * of arrays and strings that every layer does.
 *
 * die() is for a fatal user error and exits with status 2, the "trouble"
 * status of diff(1); error() and warning() print one line to stderr and
 * return, so the caller can go on.  The x*alloc() wrappers never return
 * NULL: running out of memory is fatal.
 */
#ifndef ABIWATCH_UTIL_H
#define ABIWATCH_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdnoreturn.h>
#include <string.h>

#define __printf(a, b) __attribute__((format(printf, a, b)))

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#define EXIT_SAME 0
#define EXIT_CHANGED 1
#define EXIT_TROUBLE 2

extern const char *progname;

/*
 * Called around each message of die(), error() and warning() when set:
 * a progress line on standard error clears itself before the message,
 * and holds off its redraws until it is written (core/progress.c).
 */
extern void (*report_begin)(void);
extern void (*report_end)(void);

noreturn void die(const char *fmt, ...)
	__printf(1, 2);
noreturn void bug(const char *file, int line, const char *fmt, ...)
	__printf(3, 4);
int error(const char *fmt, ...) __printf(1, 2);
void warning(const char *fmt, ...) __printf(1, 2);

#define BUG(...) bug(__FILE__, __LINE__, __VA_ARGS__)

void *xmalloc(size_t size);
void *xcalloc(size_t nmemb, size_t size);
void *xreallocarray(void *ptr, size_t nmemb, size_t size);
/*
 * @size bytes that are about to be filled: from 2 MB on, in huge pages
 * where the kernel gives them for the asking, one page fault per 2 MB
 * instead of per 4 KB.  Freed with free().
 */
#define HUGE_PAGE (2 * 1024 * 1024)
void *xmalloc_huge(size_t size);
/*
 * @ptr, an array of @old elements of @size bytes, grown to @n: in huge
 * pages from 2 MB on (a copy, not a realloc(), to get them).
 */
void *xgrowarray(void *ptr, size_t old, size_t n, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

/*
 * Grow an array to hold at least @want elements.  @alloc holds the current
 * capacity and is updated.
 */
#define ALLOC_GROW(array, want, alloc)                                        \
	do {                                                                  \
		if ((size_t)(want) > (alloc)) {                               \
			size_t n_ = (alloc) ? (alloc) * 2 : 16;               \
			if (n_ < (size_t)(want))                              \
				n_ = (want);                                  \
			(array) = xgrowarray((array), (alloc), n_,             \
					     sizeof(*(array)));               \
			(alloc) = n_;                                         \
		}                                                             \
	} while (0)

/*
 * qsort() and bsearch() that accept an empty array: the C library's are
 * declared to take no NULL pointer, even for zero elements.  An array
 * already in order costs sort_array() one comparison per element.
 */
void sort_array(void *base, size_t n, size_t size,
		int (*cmp)(const void *, const void *));
void *search_array(const void *key, const void *base, size_t n, size_t size,
		   int (*cmp)(const void *, const void *));
/* For sort_array() of an array of C strings (char *): strcmp() order. */
int str_ptr_cmp(const void *a, const void *b);
/* For sort_array() and bsearch() of uint64_t. */
int u64_cmp(const void *a, const void *b);

/*
 * Run @fn on each of the @n elements of the array @v, each @size bytes:
 * the first on the calling thread, each other on a thread of its own,
 * started first.  One whose thread can't be started runs on the calling
 * thread, after the first.  Returns when all are done.
 */
void run_beside(void *(*fn)(void *), void *v, size_t n, size_t size);

/* A 64-bit key, such as a hash, and what it keys. */
struct u64_pair {
	uint64_t key;
	uint64_t val;
};

/*
 * Sort @v[0..@n) by key, stably, in O(n): a radix sort, for hashes by
 * the hundred thousand, which qsort() sorts through a call per
 * comparison.
 */
void sort_u64_pairs(struct u64_pair *v, size_t n);

/*
 * The index of the first element of the sorted array @base that is not
 * before @key, as cmp(element, key) says (negative: before); @n if none.
 * For a key of another type than the elements (a name and its length),
 * and for the first of equal elements, which bsearch() doesn't give.
 * Inline, so that with a known @cmp each step is a direct call: cdb.c
 * looks names up this way for every constant it evaluates.
 */
static inline size_t lower_bound(const void *base, size_t n, size_t size,
				 const void *key,
				 int (*cmp)(const void *elem, const void *key))
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (cmp((const char *)base + mid * size, key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* A name that is not NUL-terminated: a token's, or a word of a list. */
struct name_len {
	const char *s;
	size_t len;
};

/* strcmp() of the string @s and the name @name. */
static inline int strcmp_name(const char *s, const struct name_len *name)
{
	int c = strncmp(s, name->s, name->len);

	return c ? c : s[name->len] != '\0';
}

int starts_with(const char *s, const char *prefix);
int ends_with(const char *s, const char *suffix);

/*
 * Give what was freed so far back to the system, where the C library
 * keeps it (glibc keeps what a thread frees in that thread's arena):
 * before a step that needs the room, so that the peak RSS is not both.
 */
void give_back_freed(void);

/* FNV-1a of @s, for hash tables in memory (not kept: it may change). */
uint64_t str_hash(const char *s);

/*
 * @len bytes of @buf mixed into the hash @h eight at a time (xxHash64's
 * round), then their length, so that "ab","c" and "a","bc" differ; the
 * same on every machine.  hash_end() makes each bit of the result
 * depend on all of the input.  For what names a buffer of kilobytes
 * (sysfs's memo, two of them for 128 bits), where FNV-1a takes a
 * multiplication a byte, and for names hashed by the hundred thousand
 * at each commit log loads (item_id_hash(), which log keeps in the
 * cache: fixed).
 */
uint64_t hash_mix(uint64_t h, const void *buf, size_t len);
uint64_t hash_end(uint64_t h);
/*
 * hash_mix() of one buffer into two hashes at once, h[0] and h[1]: 128
 * bits at about the cost of 64, the two rounds of a word side by side.
 */
void hash_mix2(uint64_t h[2], const void *buf, size_t len);
#define HASH_SEED UINT64_C(0x27d4eb2f165667c5)
/*
 * The 128 bits that name @buf[0..@len) (a kept state's bytes, which a
 * memo keeps by them): hash_mix2() from two seeds, each hash_end()ed.
 */
void hash_sum128(uint64_t sum[2], const void *buf, size_t len);

/*
 * The hash of a name of @len bytes, not NUL-terminated (a token's), for
 * hash tables: hash_mix() and hash_end() of it.
 */
uint64_t str_hash_len(const char *s, size_t len);

/*
 * A set of 64-bit hashes, asked about many more keys than it holds (log
 * asks of each of a commit's 200,000 facts whether its identity is one
 * of the changes'): a bitmap of the hashes' low bits says most noes
 * without the search.
 */
struct hash_set {
	uint64_t *v;		/* sorted, each once */
	size_t n;
	/*
	 * The same by their high bits, open addressing, 0 an empty slot
	 * (@zero: 0 is a member): a yes in one probe or two, where a
	 * bisection of @v missed the caches at each step.
	 */
	uint64_t *slots;
	size_t slot_mask;
	int zero;
	uint64_t *bits;
	uint64_t mask;		/* of the bitmap's bit numbers */
};

/* The set of @v[0..@n), which is copied. */
void hash_set_init(struct hash_set *set, const uint64_t *v, size_t n);
int hash_set_has(const struct hash_set *set, uint64_t h);
void hash_set_release(struct hash_set *set);

/*
 * A map of names to pointers, for at most the number of names given at
 * its start, which stays: open addressing, the names the caller's.
 * str_map_at() gives the place of @name's value, NULL until set, and
 * adds the name if it was not there.
 */
struct str_map {
	const char **keys;
	void **vals;
	size_t mask, n, max;
};

void str_map_init(struct str_map *m, size_t max);
void **str_map_at(struct str_map *m, const char *name);
void *str_map_get(const struct str_map *m, const char *name);
/* The same of a name of @len bytes, not NUL-terminated (a token's). */
void *str_map_get_len(const struct str_map *m, const char *name, size_t len);
void str_map_release(struct str_map *m);

/*
 * The length of the valid UTF-8 sequence at @s (1 to 4), or 0 if the byte
 * there does not start one: JSON and HTML write such bytes as \xNN.
 */
size_t utf8_len(const unsigned char *s);

#endif
