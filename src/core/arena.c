// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#include "core/arena.h"
#include "core/util.h"

#define ARENA_BLOCK (256 * 1024)

struct arena_block {
	struct arena_block *next;
	size_t size;
	max_align_t data[];
};

/*
 * @size bytes aligned to @align, a power of two.  Strings are packed
 * byte to byte: aligned as other allocations, the 800,000 strings of a
 * kernel's inventory took twice their size.
 */
static void *arena_alloc_aligned(struct arena *a, size_t size, size_t align)
{
	struct arena_block *b;
	size_t at = (a->used + align - 1) & ~(align - 1);
	void *p;

	if (!a->head || at + size > a->head->size) {
		size_t want = size > ARENA_BLOCK ? size : ARENA_BLOCK;

		b = xmalloc(sizeof(*b) + want);
		b->size = want;
		/* A large one-off goes behind the current block. */
		if (a->head && size > ARENA_BLOCK) {
			b->next = a->head->next;
			a->head->next = b;
			a->total += want;
			return b->data;
		}
		b->next = a->head;
		a->head = b;
		at = 0;
		a->total += want;
	}
	p = (char *)a->head->data + at;
	a->used = at + size;
	return p;
}

void arena_reserve(struct arena *a, size_t size)
{
	struct arena_block *b;
	size_t want;

	if (a->head && a->used + size <= a->head->size)
		return;
	want = size > ARENA_BLOCK ? size : ARENA_BLOCK;
	/* All of the huge pages, which are resident whole. */
	if (sizeof(*b) + want >= HUGE_PAGE)
		want = ((sizeof(*b) + want + HUGE_PAGE - 1) &
			~(size_t)(HUGE_PAGE - 1)) - sizeof(*b);
	b = xmalloc_huge(sizeof(*b) + want);
	b->size = want;
	b->next = a->head;
	a->head = b;
	a->used = 0;
	a->total += want;
}

void *arena_alloc(struct arena *a, size_t size)
{
	size_t align = sizeof(max_align_t);

	return arena_alloc_aligned(a, (size + align - 1) & ~(align - 1), align);
}

char *arena_strndup(struct arena *a, const char *s, size_t len)
{
	char *p = arena_alloc_aligned(a, len + 1, 1);

	memcpy(p, s, len);
	p[len] = '\0';
	return p;
}

char *arena_strdup(struct arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

void arena_steal(struct arena *to, struct arena *from)
{
	struct arena_block *b = from->head, *last;

	if (!b)
		return;
	for (last = b; last->next; last = last->next)
		;
	/* Keep @to's head block current so its free space is still used. */
	if (to->head) {
		last->next = to->head->next;
		to->head->next = b;
	} else {
		last->next = NULL;
		to->head = b;
		to->used = from->used;
	}
	to->total += from->total;
	from->head = NULL;
	from->used = 0;
	from->total = 0;
}

void arena_release(struct arena *a)
{
	struct arena_block *b = a->head, *next;

	for (; b; b = next) {
		next = b->next;
		free(b);
	}
	a->head = NULL;
	a->used = 0;
	a->total = 0;
}
