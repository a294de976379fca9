// SPDX-License-Identifier: GPL-2.0
/*
 * The string arena: aligned allocations, copies of strings, moving one
 * arena's blocks into another, and freeing them all at once.
 */
#include <stdint.h>

#include "unit.h"

#include "core/arena.h"

/* The size of one block, as src/core/arena.c allocates them. */
#define BLOCK (256 * 1024)

static void test_alloc(void **state)
{
	struct arena a = ARENA_INIT;
	char *p, *q;

	(void)state;
	p = arena_alloc(&a, 1);
	q = arena_alloc(&a, 3);
	assert_non_null(p);
	assert_non_null(q);
	/* Each allocation is aligned for any type, and apart. */
	assert_int_equal((uintptr_t)p % _Alignof(max_align_t), 0);
	assert_int_equal((uintptr_t)q % _Alignof(max_align_t), 0);
	/* One after the other in one block, each rounded up alike. */
	assert_true(q >= p + 1);
	assert_int_equal(a.total, BLOCK);
	assert_int_equal(a.used, 2 * (size_t)(q - p));
	memset(p, 'x', 1);
	memset(q, 'y', 3);
	assert_int_equal(p[0], 'x');
	arena_release(&a);
	assert_null(a.head);
	assert_int_equal(a.used, 0);
	assert_int_equal(a.total, 0);
}

static void test_strdup(void **state)
{
	struct arena a = ARENA_INIT;
	const char *s = "uapi-macro";
	char *p, *q;

	(void)state;
	p = arena_strdup(&a, s);
	assert_string_equal(p, "uapi-macro");
	assert_ptr_not_equal(p, s);
	/* strndup copies @len bytes and ends them. */
	q = arena_strndup(&a, s, 4);
	assert_string_equal(q, "uapi");
	q = arena_strndup(&a, s, 0);
	assert_string_equal(q, "");
	assert_string_equal(p, "uapi-macro");
	arena_release(&a);
}

/*
 * Strings are packed byte to byte, since they need no alignment; an
 * allocation after them is aligned all the same.
 */
static void test_strings_packed(void **state)
{
	struct arena a = ARENA_INIT;
	char *p, *q, *r;

	(void)state;
	p = arena_strdup(&a, "abc");
	q = arena_strdup(&a, "de");
	assert_ptr_equal(q, p + 4);
	assert_int_equal(a.used, 7);
	r = arena_alloc(&a, 8);
	assert_int_equal((uintptr_t)r % _Alignof(max_align_t), 0);
	assert_true(r >= q + 3);
	assert_string_equal(p, "abc");
	assert_string_equal(q, "de");
	arena_release(&a);
}

static void test_new_block(void **state)
{
	struct arena a = ARENA_INIT;
	char *first, *p;
	size_t i;

	(void)state;
	first = arena_strdup(&a, "first");
	/* Fill the block: the last of these starts a second one. */
	for (i = 0; i < BLOCK / 64; i++)
		arena_alloc(&a, 64);
	assert_int_equal(a.total, 2 * BLOCK);
	assert_int_equal(a.used, 64);
	p = arena_strdup(&a, "second");
	assert_string_equal(first, "first");
	assert_string_equal(p, "second");
	arena_release(&a);
	assert_int_equal(a.total, 0);
}

static void test_large(void **state)
{
	struct arena a = ARENA_INIT;
	size_t big = BLOCK + 4096, used;
	char *small, *p, *next;

	(void)state;
	small = arena_strdup(&a, "small");
	used = a.used;
	/* Larger than a block: a block of its own, whole. */
	p = arena_alloc(&a, big);
	memset(p, 0xa5, big);
	assert_int_equal(a.total, BLOCK + big);
	/* ... behind the current one, whose room is still used. */
	assert_int_equal(a.used, used);
	next = arena_strdup(&a, "next");
	assert_ptr_equal(next, small + used);
	assert_int_equal(a.used, used + strlen("next") + 1);
	assert_int_equal(a.total, BLOCK + big);
	assert_string_equal(small, "small");
	assert_int_equal((unsigned char)p[big - 1], 0xa5);
	arena_release(&a);

	/* A large allocation as the first one. */
	p = arena_alloc(&a, big);
	assert_int_equal(a.total, big);
	memset(p, 0, big);
	arena_release(&a);
}

static void test_steal(void **state)
{
	struct arena to = ARENA_INIT, from = ARENA_INIT;
	char *t, *f, *after;
	size_t used;

	(void)state;
	t = arena_strdup(&to, "kept");
	used = to.used;
	f = arena_strdup(&from, "moved");
	arena_steal(&to, &from);
	/* @from is left empty; its strings now belong to @to. */
	assert_null(from.head);
	assert_int_equal(from.used, 0);
	assert_int_equal(from.total, 0);
	assert_int_equal(to.total, 2 * BLOCK);
	arena_release(&from);
	assert_string_equal(f, "moved");
	/* @to's current block stays current. */
	assert_int_equal(to.used, used);
	after = arena_strdup(&to, "after");
	assert_ptr_equal(after, t + used);
	assert_int_equal(to.total, 2 * BLOCK);
	assert_string_equal(t, "kept");
	arena_release(&to);
}

static void test_steal_empty(void **state)
{
	struct arena to = ARENA_INIT, from = ARENA_INIT;
	char *f, *next;
	size_t used;

	(void)state;
	/* Nothing to move. */
	arena_steal(&to, &from);
	assert_null(to.head);
	assert_int_equal(to.total, 0);

	/* Into an empty arena: @from's block becomes @to's current one. */
	f = arena_strdup(&from, "moved");
	used = from.used;
	arena_steal(&to, &from);
	assert_null(from.head);
	assert_int_equal(to.total, BLOCK);
	assert_int_equal(to.used, used);
	next = arena_strdup(&to, "next");
	assert_ptr_equal(next, f + used);
	assert_int_equal(to.total, BLOCK);
	assert_string_equal(f, "moved");
	arena_release(&to);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_alloc),
		cmocka_unit_test(test_strdup),
		cmocka_unit_test(test_strings_packed),
		cmocka_unit_test(test_new_block),
		cmocka_unit_test(test_large),
		cmocka_unit_test(test_steal),
		cmocka_unit_test(test_steal_empty),
	};

	return cmocka_run_group_tests_name("arena", tests, NULL, NULL);
}
