// SPDX-License-Identifier: GPL-2.0
/*
 * The codec of the cache's rows and of what extractors keep of a file:
 * what is written is read back the same, and a short or damaged buffer
 * is an error that sticks, never a read past its end.
 */
#include <stdint.h>

#include "unit.h"

#include "c/lexer.h"
#include "core/pack.h"

static void test_round_trip(void **state)
{
	struct strbuf sb = STRBUF_INIT;
	struct arena a = ARENA_INIT;
	struct unpacker u;
	const char *s;
	uint32_t len;

	(void)state;
	pack_u32(&sb, 0xdeadbeef);
	pack_str(&sb, "sysfs");
	pack_str(&sb, NULL);
	pack_str(&sb, "");
	pack_mem(&sb, "abcdef", 3);
	pack_bytes(&sb, "a\0b", 3);
	unpacker_init(&u, sb.buf, sb.len);
	assert_int_equal(unpack_u32(&u), 0xdeadbeef);
	assert_string_equal(unpack_str(&u, &a), "sysfs");
	assert_null(unpack_str(&u, &a));
	assert_string_equal(unpack_str(&u, &a), "");
	s = unpack_mem(&u, &len);
	assert_int_equal(len, 3);
	assert_memory_equal(s, "abc", 3);
	assert_true(unpack_more(&u));
	s = unpack_bytes(&u, &len);
	assert_int_equal(len, 3);
	assert_memory_equal(s, "a\0b", 3);
	assert_false(unpack_more(&u));
	assert_int_equal(unpack_end(&u), 0);
	strbuf_release(&sb);
	arena_release(&a);
}

static void test_errors_stick(void **state)
{
	struct strbuf sb = STRBUF_INIT;
	struct arena a = ARENA_INIT;
	struct unpacker u;
	uint32_t len;

	(void)state;
	pack_str(&sb, "name");
	/* Cut short: the string's length says more than there is. */
	unpacker_init(&u, sb.buf, sb.len - 1);
	assert_null(unpack_str(&u, &a));
	assert_int_equal(unpack_u32(&u), 0);
	assert_false(unpack_more(&u));
	assert_int_equal(unpack_end(&u), -1);
	/* A string can't hold a NUL byte; bytes can. */
	strbuf_reset(&sb);
	pack_bytes(&sb, "a\0b", 3);
	unpacker_init(&u, sb.buf, sb.len);
	assert_null(unpack_mem(&u, &len));
	assert_int_equal(unpack_end(&u), -1);
	/* Bytes left over are an error too. */
	strbuf_reset(&sb);
	pack_u32(&sb, 1);
	pack_u32(&sb, 2);
	unpacker_init(&u, sb.buf, sb.len);
	assert_int_equal(unpack_u32(&u), 1);
	assert_int_equal(unpack_end(&u), -1);
	strbuf_release(&sb);
	arena_release(&a);
}

static void test_tokens(void **state)
{
	static char src[] = "#define X(a) f(a, \"s\")\nint y;\n";
	struct token_vec vec = { 0 };
	struct strbuf sb = STRBUF_INIT;
	struct arena a = ARENA_INIT;
	struct unpacker u;
	struct token *t;
	uint32_t line;
	size_t n, i;

	(void)state;
	assert_null(lexer_tokenize(&vec, src, sizeof(src) - 1, &line));
	tokens_pack(&sb, vec.v, vec.n - 1);
	unpacker_init(&u, sb.buf, sb.len);
	t = tokens_unpack(&u, &a, &n);
	assert_non_null(t);
	assert_int_equal(unpack_end(&u), 0);
	assert_int_equal(n, vec.n - 1);
	for (i = 0; i < n; i++) {
		assert_int_equal(t[i].len, vec.v[i].len);
		assert_memory_equal(t[i].s, vec.v[i].s, t[i].len);
		assert_int_equal(t[i].line, vec.v[i].line);
		assert_int_equal(t[i].kind, vec.v[i].kind);
		assert_int_equal(t[i].flags, vec.v[i].flags);
	}
	assert_int_equal(t[n].kind, TOK_EOF);
	/* A count larger than the bytes could hold allocates nothing. */
	unpacker_init(&u, sb.buf, 4);
	assert_null(tokens_unpack(&u, &a, &n));
	/* A text without its NUL where its length says is no token. */
	assert_int_equal(sb.buf[8 + vec.v[0].len], '\0');
	sb.buf[8 + vec.v[0].len] = 'x';
	unpacker_init(&u, sb.buf, sb.len);
	assert_null(tokens_unpack(&u, &a, &n));
	sb.buf[8 + vec.v[0].len] = '\0';
	/* Texts longer than the tokens say are not read as whole. */
	strbuf_reset(&sb);
	pack_u32(&sb, 1);
	pack_u32(&sb, vec.v[0].len + 2);
	strbuf_add(&sb, vec.v[0].s, vec.v[0].len);
	strbuf_add(&sb, "\0y", 2);
	pack_u32(&sb, vec.v[0].len);
	pack_u32(&sb, vec.v[0].line);
	pack_u32(&sb, vec.v[0].kind);
	unpacker_init(&u, sb.buf, sb.len);
	assert_null(tokens_unpack(&u, &a, &n));
	token_vec_release(&vec);
	strbuf_release(&sb);
	arena_release(&a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_errors_stick),
		cmocka_unit_test(test_tokens),
	};

	return cmocka_run_group_tests_name("pack", tests, NULL, NULL);
}
