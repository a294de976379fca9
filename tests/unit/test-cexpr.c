// SPDX-License-Identifier: GPL-2.0
/* The constant expression evaluator. */
#include "unit.h"

#include "c/cexpr.h"

static int lookup(void *data, const char *name, size_t len, uint64_t *val,
		  int depth);

static const struct cexpr_env env = { lookup, NULL, NULL };

static int lookup(void *data, const char *name, size_t len, uint64_t *val,
		  int depth)
{
	(void)data;
	if (len == 4 && !memcmp(name, "BASE", 4)) {
		*val = 244;
		return 0;
	}
	/* LOOP refers to itself: the depth bound must stop it. */
	if (len == 4 && !memcmp(name, "LOOP", 4))
		return cexpr_eval_str(val, "LOOP + 1", &env, depth);
	return -1;
}

static uint64_t eval(const char *s)
{
	uint64_t v = 0xdead;

	assert_int_equal(cexpr_eval_str(&v, s, &env, 0), 0);
	return v;
}

static void test_literals(void **state)
{
	(void)state;
	assert_int_equal(eval("42"), 42);
	assert_int_equal(eval("0x1fUL"), 31);
	assert_int_equal(eval("010"), 8);
	assert_int_equal(eval("'T'"), 'T');
	assert_int_equal(eval("0b101"), 5);
}

static void test_operators(void **state)
{
	(void)state;
	assert_int_equal(eval("(BASE + 15)"), 259);
	assert_int_equal(eval("1 << 4 | 1"), 17);
	assert_int_equal(eval("2 + 3 * 4"), 14);
	assert_int_equal(eval("~0 & 0xff"), 255);
	assert_int_equal(eval("-1"), UINT64_MAX);
	assert_int_equal(eval("1 ? 2 : 3"), 2);
	assert_int_equal(eval("(__u32)-1"), 0xffffffffu);
	assert_int_equal(eval("(unsigned char)0x1ff"), 0xff);
}

static void test_errors(void **state)
{
	uint64_t v;

	(void)state;
	assert_int_equal(cexpr_eval_str(&v, "UNKNOWN + 1", &env, 0), -1);
	assert_int_equal(cexpr_eval_str(&v, "1 / 0", &env, 0), -1);
	assert_int_equal(cexpr_eval_str(&v, "(1 + 2", &env, 0), -1);
	assert_int_equal(cexpr_eval_str(&v, "1 2", &env, 0), -1);
	assert_int_equal(cexpr_eval_str(&v, "", &env, 0), -1);
	assert_int_equal(cexpr_eval_str(&v, "1 << 99", &env, 0), 0);
	assert_int_equal(v, 0);
	assert_int_equal(cexpr_eval_str(&v, "089", &env, 0), -1);
}

static void test_depth_bounded(void **state)
{
	char deep[4096];
	uint64_t v;
	size_t i;

	(void)state;
	assert_int_equal(cexpr_eval_str(&v, "LOOP", &env, 0), -1);
	for (i = 0; i < 1000; i++)
		deep[i] = '(';
	deep[i++] = '1';
	for (; i < 2001; i++)
		deep[i] = ')';
	deep[i] = '\0';
	assert_int_equal(cexpr_eval_str(&v, deep, &env, 0), -1);
	for (i = 0; i < 2000; i++)
		deep[i] = i % 2 ? '-' : '~';
	deep[i++] = '1';
	deep[i] = '\0';
	assert_int_equal(cexpr_eval_str(&v, deep, &env, 0), -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_literals),
		cmocka_unit_test(test_operators),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_depth_bounded),
	};

	return cmocka_run_group_tests_name("cexpr", tests, NULL, NULL);
}
