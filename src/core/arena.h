/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A string arena: many small strings that live as long as the inventory
 * that holds them, allocated in large blocks and freed all at once.
 */
#ifndef ABIWATCH_ARENA_H
#define ABIWATCH_ARENA_H

#include <stddef.h>

struct arena_block;

struct arena {
	struct arena_block *head;
	size_t used;		/* bytes used in head */
	size_t total;		/* bytes in all blocks, for statistics */
};

#define ARENA_INIT { NULL, 0, 0 }

/*
 * Room for @size bytes of allocations to come, in one block: from 2 MB
 * on, in huge pages, for an inventory unpacked from the cache, whose
 * size is known and whose 20 MB are otherwise 5,000 page faults.
 */
void arena_reserve(struct arena *a, size_t size);
void *arena_alloc(struct arena *a, size_t size);
char *arena_strndup(struct arena *a, const char *s, size_t len);
char *arena_strdup(struct arena *a, const char *s);
/* Move every block of @from into @to; @from is left empty. */
void arena_steal(struct arena *to, struct arena *from);
void arena_release(struct arena *a);

#endif
