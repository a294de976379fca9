// SPDX-License-Identifier: GPL-2.0
/*
 * The literal prefilter: which extractors a buffer wakes, with the words
 * that contain another of the same extractors left out of the database,
 * and every occurrence of every word with PREFILTER_EVERY.
 */
#include <stdlib.h>

#include "unit.h"

#include "scan/prefilter.h"

#define A UINT64_C(1)
#define B UINT64_C(2)

/* Scan @buf for the extractors @want with the words and masks given. */
static uint64_t wakes(const char *const *words, const uint64_t *masks,
		      size_t n, const char *buf, uint64_t want)
{
	struct prefilter *pf;
	struct prefilter_scratch *s;
	uint64_t got;

	assert_int_equal(prefilter_new(&pf, words, masks, n, 0), 0);
	s = prefilter_scratch_new(pf);
	got = prefilter_scan(pf, s, buf, strlen(buf), want);
	prefilter_scratch_free(s);
	prefilter_free(pf);
	return got;
}

/* cmdline_find_option's variants, as the param extractor lists them. */
static void test_contained_word(void **state)
{
	const char *const words[] = {
		"cmdline_find_option", "__cmdline_find_option_bool",
		"cmdline_find_option_bool", "ATTR(",
	};
	const uint64_t masks[] = { A, A, A, B };

	(void)state;
	/* The longer words wake A through the shorter one they contain. */
	assert_int_equal(wakes(words, masks, 4,
			       "x = __cmdline_find_option_bool(p, \"nx\");",
			       A | B), A);
	assert_int_equal(wakes(words, masks, 4, "cmdline_find_option_", A), A);
	assert_int_equal(wakes(words, masks, 4, "static DEVICE_ATTR(x);",
			       A | B), B);
	assert_int_equal(wakes(words, masks, 4, "cmdline_find", A | B), 0);
}

/* A word that wakes more than the word it contains stays. */
static void test_contained_word_other_extractor(void **state)
{
	const char *const words[] = { "cmd_line", "prom_cmd_line", "cmd_line" };
	const uint64_t masks[] = { A, B, B };

	(void)state;
	assert_int_equal(wakes(words, masks, 2, "prom_cmd_line", A | B), A | B);
	assert_int_equal(wakes(words, masks, 2, "cmd_line", A | B), A);
	/* The same word twice, for two extractors: both. */
	assert_int_equal(wakes(words, masks, 3, "cmd_line", A | B), A | B);
	assert_int_equal(wakes(words + 1, masks + 1, 2, "prom_cmd_line", A), 0);
}

/* With PREFILTER_EVERY, each word's own offsets, the longer ones too. */
static void test_every_offset(void **state)
{
	const char *const words[] = { "cmdline_find_option",
				      "__cmdline_find_option" };
	const uint64_t masks[] = { A, A };
	const char *buf = "a __cmdline_find_option b cmdline_find_option";
	struct prefilter *pf;
	struct prefilter_scratch *s;
	size_t *at = NULL, alloc = 0, n;

	(void)state;
	assert_int_equal(prefilter_new(&pf, words, masks, 2, PREFILTER_EVERY),
			 0);
	s = prefilter_scratch_new(pf);
	assert_int_equal(prefilter_find(&n, pf, s, buf, strlen(buf), A, &at,
					&alloc), 0);
	assert_int_equal(n, 3);
	assert_int_equal(at[0], 2);
	assert_int_equal(at[1], 4);
	assert_int_equal(at[2], 26);
	free(at);
	prefilter_scratch_free(s);
	prefilter_free(pf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_contained_word),
		cmocka_unit_test(test_contained_word_other_extractor),
		cmocka_unit_test(test_every_offset),
	};

	return cmocka_run_group_tests_name("prefilter", tests, NULL, NULL);
}
