// SPDX-License-Identifier: GPL-2.0
/*
 * sort_array(): an array in order is left as it is, and any other comes
 * out as a stable sort leaves it, since callers (inventory_finish()) keep
 * equal elements in the order they came.  sort_u64_pairs() too, and
 * with keys that differ in any digit or share some.  run_beside() runs
 * each element once.  The hashes the cache keeps don't move; the sets
 * and maps of hashes and names find what they hold.
 */
#include <stdio.h>
#include <stdlib.h>

#include "unit.h"

#include "core/inventory.h"
#include "core/util.h"

struct pair {
	int key;
	int seq;	/* the place it came in */
};

static int calls;

static int pair_cmp(const void *pa, const void *pb)
{
	const struct pair *a = pa, *b = pb;

	calls++;
	return a->key < b->key ? -1 : a->key > b->key;
}

/* @v[0..@n) in key order, and in input order among equal keys. */
static void assert_stable(const struct pair *v, size_t n)
{
	size_t i;

	for (i = 1; i < n; i++) {
		assert_true(v[i - 1].key <= v[i].key);
		if (v[i - 1].key == v[i].key)
			assert_true(v[i - 1].seq < v[i].seq);
	}
}

static void fill(struct pair *v, size_t n, int (*key)(size_t i))
{
	size_t i;

	for (i = 0; i < n; i++) {
		v[i].key = key(i);
		v[i].seq = (int)i;
	}
}

static int rising(size_t i)
{
	return (int)(i / 3);	/* runs of equal keys */
}

static int falling(size_t i)
{
	return -(int)(i / 3);
}

static int shuffled(size_t i)
{
	(void)i;
	return rand() % 50;
}

static void test_sorted_input(void **state)
{
	struct pair v[1000];

	(void)state;
	fill(v, 1000, rising);
	calls = 0;
	sort_array(v, 1000, sizeof(*v), pair_cmp);
	/* One comparison per neighbouring pair, nothing more. */
	assert_int_equal(calls, 999);
	assert_stable(v, 1000);
}

static void test_unsorted_input(void **state)
{
	struct pair v[1000];
	int round;

	(void)state;
	fill(v, 1000, falling);
	sort_array(v, 1000, sizeof(*v), pair_cmp);
	assert_stable(v, 1000);

	srand(1);
	for (round = 0; round < 20; round++) {
		fill(v, 1000, shuffled);
		sort_array(v, 1000, sizeof(*v), pair_cmp);
		assert_stable(v, 1000);
	}
	/* Out of order only at the end. */
	fill(v, 1000, rising);
	v[999].key = -1;
	sort_array(v, 1000, sizeof(*v), pair_cmp);
	assert_int_equal(v[0].seq, 999);
	assert_stable(v, 1000);
}

static void test_small(void **state)
{
	struct pair v[2] = { { 2, 0 }, { 1, 1 } };

	(void)state;
	sort_array(NULL, 0, sizeof(*v), pair_cmp);
	sort_array(v, 1, sizeof(*v), pair_cmp);
	assert_int_equal(v[0].key, 2);
	sort_array(v, 2, sizeof(*v), pair_cmp);
	assert_int_equal(v[0].key, 1);
	assert_int_equal(v[1].key, 2);
}

static void assert_u64_sorted(const struct u64_pair *v, size_t n)
{
	size_t i;

	for (i = 1; i < n; i++) {
		assert_true(v[i - 1].key <= v[i].key);
		/* Stable: the values were the indices, rising. */
		if (v[i - 1].key == v[i].key)
			assert_true(v[i - 1].val < v[i].val);
	}
}

static void test_u64_pairs(void **state)
{
	static struct u64_pair v[5000];
	uint64_t sum = 0, got = 0;
	size_t i;

	(void)state;
	sort_u64_pairs(NULL, 0);
	v[0].key = 7;
	sort_u64_pairs(v, 1);
	assert_int_equal(v[0].key, 7);

	/* Hashes, some of them twice, in every digit. */
	srand(2);
	for (i = 0; i < 5000; i++) {
		v[i].key = i % 7 == 3 ? v[i - 1].key :
			   (uint64_t)rand() << 42 ^ (uint64_t)rand() << 21 ^
			   (uint64_t)rand();
		v[i].val = i;
		sum += v[i].key;
	}
	sort_u64_pairs(v, 5000);
	assert_u64_sorted(v, 5000);
	for (i = 0; i < 5000; i++)
		got += v[i].key;
	assert_true(got == sum);

	/* Keys that share their high digits, which move nothing. */
	for (i = 0; i < 5000; i++) {
		v[i].key = UINT64_C(0xabc0000000000000) | (4999 - i) / 3;
		v[i].val = i;
	}
	sort_u64_pairs(v, 5000);
	assert_u64_sorted(v, 5000);
	assert_true(v[0].key == UINT64_C(0xabc0000000000000));
	assert_int_equal(v[0].val, 4997);
	assert_int_equal(v[4999].val, 1);
}

struct beside {
	int runs;
};

static void *count_run(void *arg)
{
	struct beside *b = arg;

	b->runs++;
	return NULL;
}

static void test_run_beside(void **state)
{
	struct beside v[5];
	size_t i;

	(void)state;
	run_beside(count_run, NULL, 0, sizeof(*v));
	memset(v, 0, sizeof(v));
	run_beside(count_run, v, 5, sizeof(*v));
	/* Each element once, the calling thread's too. */
	for (i = 0; i < 5; i++)
		assert_int_equal(v[i].runs, 1);
	run_beside(count_run, v, 1, sizeof(*v));
	assert_int_equal(v[0].runs, 2);
	assert_int_equal(v[1].runs, 1);
}

/* hash_mix() gives the same on every build and machine. */
static void test_hash_mix(void **state)
{
	static const char text[] = "sysfs_attr_group: a buffer of some words";
	uint64_t ab_c, a_bc;
	size_t len;

	(void)state;
	assert_true(hash_end(hash_mix(HASH_SEED, "sysfs", 5)) ==
		    UINT64_C(0x776c92ee86975aa4));
	assert_true(hash_end(hash_mix(HASH_SEED, "", 0)) ==
		    UINT64_C(0x06599db4a196dcf4));
	ab_c = hash_mix(hash_mix(HASH_SEED, "ab", 2), "c", 1);
	a_bc = hash_mix(hash_mix(HASH_SEED, "a", 1), "bc", 2);
	assert_true(ab_c != a_bc);
	/* Two at once are each one's. */
	for (len = 0; len < sizeof(text); len++) {
		uint64_t two[2] = { HASH_SEED, ~HASH_SEED };

		hash_mix2(two, text, len);
		assert_true(two[0] == hash_mix(HASH_SEED, text, len));
		assert_true(two[1] == hash_mix(~HASH_SEED, text, len));
	}
	/* Eight bytes and more: the words, then the rest. */
	assert_true(hash_mix(HASH_SEED, "abcdefghi", 9) !=
		    hash_mix(HASH_SEED, "abcdefghj", 9));
}

/*
 * item_id_hash() is kept in log's digests: it must not move; a name is
 * hashed by its bytes alone, however it ends.
 */
static void test_item_id_hash(void **state)
{
	(void)state;
	assert_true(item_id_hash("syscall", "alpha", 5) == UINT64_C(0xcd1cc2766e3d0a1a));
	assert_true(item_id_hash("ab", "c", 1) != item_id_hash("a", "bc", 2));
	assert_true(item_id_hash("syscall", "alphabet", 5) ==
		    item_id_hash("syscall", "alpha", 5));
	assert_true(str_hash_len("VIDIOC_S_CTRL", 6) ==
		    str_hash_len("VIDIOC", 6));
	assert_true(str_hash_len("VIDIOC", 6) != str_hash_len("VIDIOC", 5));
}

/* Each name has its place, found again; a name not there has none. */
static void test_str_map(void **state)
{
	static char names[3000][16];
	struct str_map m;
	size_t i;

	(void)state;
	str_map_init(&m, ARRAY_SIZE(names));
	for (i = 0; i < ARRAY_SIZE(names); i++) {
		snprintf(names[i], sizeof(names[i]), "obj%zu", i * 7);
		assert_null(*str_map_at(&m, names[i]));
		*str_map_at(&m, names[i]) = names[i];
	}
	for (i = 0; i < ARRAY_SIZE(names); i++) {
		char again[16];

		/* Another copy of the name finds it. */
		snprintf(again, sizeof(again), "obj%zu", i * 7);
		assert_ptr_equal(str_map_get(&m, again), names[i]);
		assert_ptr_equal(*str_map_at(&m, again), names[i]);
	}
	assert_int_equal(m.n, ARRAY_SIZE(names));
	/* By its first bytes alone: "obj7" of "obj77", not "obj7" of "obj". */
	assert_ptr_equal(str_map_get_len(&m, "obj77", 4), names[1]);
	assert_null(str_map_get_len(&m, "obj7", 3));
	assert_null(str_map_get(&m, "obj1"));
	assert_null(str_map_get(&m, ""));
	str_map_release(&m);
}

/* Members are found, however many; the bitmap's noes are right. */
static void test_hash_set(void **state)
{
	uint64_t v[4000];
	struct hash_set set;
	size_t i, yes = 0;

	(void)state;
	for (i = 0; i < 2000; i++)
		v[i] = v[i + 2000] = (uint64_t)i * UINT64_C(0x9e3779b97f4a7c15);
	hash_set_init(&set, v, 4000);
	assert_int_equal(set.n, 2000);
	for (i = 0; i < 2000; i++)
		assert_true(hash_set_has(&set, v[i]));
	for (i = 2000; i < 200000; i++)
		yes += hash_set_has(&set,
				    (uint64_t)i * UINT64_C(0x9e3779b97f4a7c15));
	assert_int_equal(yes, 0);
	assert_false(hash_set_has(&set, 1));
	hash_set_release(&set);
	/* Hashes of one high half, then of one low half: chains, clashes. */
	for (i = 0; i < 200; i++)
		v[i] = UINT64_C(7) << 32 | (i * 64 + 3);
	for (i = 200; i < 400; i++)
		v[i] = (uint64_t)i << 32 | 3;
	hash_set_init(&set, v, 400);
	for (i = 0; i < 400; i++)
		assert_true(hash_set_has(&set, v[i]));
	for (i = 0; i < 200; i++) {
		assert_false(hash_set_has(&set, UINT64_C(7) << 32 |
					  (i * 64 + 3 + 12800)));
		assert_false(hash_set_has(&set, (uint64_t)(i + 400) << 32 | 3));
	}
	assert_false(hash_set_has(&set, 0));
	hash_set_release(&set);
	hash_set_init(&set, NULL, 0);
	assert_false(hash_set_has(&set, 0));
	hash_set_release(&set);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sorted_input),
		cmocka_unit_test(test_unsorted_input),
		cmocka_unit_test(test_small),
		cmocka_unit_test(test_u64_pairs),
		cmocka_unit_test(test_run_beside),
		cmocka_unit_test(test_hash_mix),
		cmocka_unit_test(test_item_id_hash),
		cmocka_unit_test(test_str_map),
		cmocka_unit_test(test_hash_set),
	};

	return cmocka_run_group_tests_name("util", tests, NULL, NULL);
}
