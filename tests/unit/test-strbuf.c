// SPDX-License-Identifier: GPL-2.0
/*
 * The growable string: its invariants (never NULL, always NUL-terminated,
 * len the length) after each operation, and ownership through detach.
 */
#include <stdlib.h>

#include "unit.h"

#include "core/strbuf.h"

/* The invariants of strbuf.h, and the string @want. */
static void assert_sb(const struct strbuf *sb, const char *want)
{
	assert_non_null(sb->buf);
	assert_int_equal(sb->len, strlen(want));
	assert_int_equal(sb->buf[sb->len], '\0');
	assert_string_equal(sb->buf, want);
	if (sb->alloc)
		assert_true(sb->len < sb->alloc);
	else
		assert_ptr_equal(sb->buf, strbuf_slopbuf);
}

static void test_init(void **state)
{
	struct strbuf a = STRBUF_INIT, b;

	(void)state;
	/* STRBUF_INIT allocates nothing: the shared empty string. */
	assert_int_equal(a.alloc, 0);
	assert_sb(&a, "");

	strbuf_init(&b, 0);
	assert_int_equal(b.alloc, 0);
	assert_sb(&b, "");

	/* A hint allocates room for that many bytes and the NUL. */
	strbuf_init(&b, 100);
	assert_true(b.alloc >= 101);
	assert_ptr_not_equal(b.buf, strbuf_slopbuf);
	assert_sb(&b, "");
	strbuf_release(&b);
	assert_int_equal(b.alloc, 0);
	assert_sb(&b, "");
	/* The shared empty string is never written. */
	assert_int_equal(strbuf_slopbuf[0], '\0');
}

static void test_add(void **state)
{
	struct strbuf sb = STRBUF_INIT, other = STRBUF_INIT;

	(void)state;
	strbuf_addstr(&sb, "sys");
	assert_sb(&sb, "sys");
	strbuf_addch(&sb, '_');
	assert_sb(&sb, "sys_");
	strbuf_add(&sb, "readlinkat", 4);
	assert_sb(&sb, "sys_read");
	strbuf_addstr(&other, "(fd)");
	strbuf_addbuf(&sb, &other);
	assert_sb(&sb, "sys_read(fd)");
	assert_sb(&other, "(fd)");
	/* Adding nothing to a fresh strbuf keeps it valid. */
	strbuf_release(&other);
	strbuf_addstr(&other, "");
	assert_sb(&other, "");
	strbuf_add(&other, "x", 0);
	assert_sb(&other, "");
	strbuf_release(&sb);
	strbuf_release(&other);
}

static void test_add_binary(void **state)
{
	struct strbuf sb = STRBUF_INIT;

	(void)state;
	/* len counts bytes, NULs included; the buffer still ends in one. */
	strbuf_add(&sb, "a\0b", 3);
	assert_int_equal(sb.len, 3);
	assert_memory_equal(sb.buf, "a\0b", 4);
	strbuf_release(&sb);
}

static void test_addf(void **state)
{
	struct strbuf sb = STRBUF_INIT;
	char want[512];
	size_t i;

	(void)state;
	strbuf_addf(&sb, "%s %d", "nr", 42);
	assert_sb(&sb, "nr 42");
	strbuf_addf(&sb, ".%x", 255u);
	assert_sb(&sb, "nr 42.ff");
	/* An empty format adds nothing. */
	strbuf_addf(&sb, "%s", "");
	assert_sb(&sb, "nr 42.ff");

	/* Longer than the room left: it grows and formats again. */
	strbuf_reset(&sb);
	strbuf_addf(&sb, "%0300d", 7);
	assert_int_equal(sb.len, 300);
	for (i = 0; i < 299; i++)
		want[i] = '0';
	want[299] = '7';
	want[300] = '\0';
	assert_sb(&sb, want);
	strbuf_addf(&sb, "%s", want);
	assert_int_equal(sb.len, 600);
	assert_string_equal(sb.buf + 300, want);
	strbuf_release(&sb);

	/* On a strbuf that was never grown. */
	strbuf_addf(&sb, "%c", 'q');
	assert_sb(&sb, "q");
	strbuf_release(&sb);
}

static void test_setlen_reset(void **state)
{
	struct strbuf sb = STRBUF_INIT;
	size_t alloc;

	(void)state;
	/* Resetting a never-grown strbuf is allowed and allocates nothing. */
	strbuf_reset(&sb);
	assert_int_equal(sb.alloc, 0);
	assert_sb(&sb, "");

	strbuf_addstr(&sb, "include/uapi");
	alloc = sb.alloc;
	strbuf_setlen(&sb, 7);
	assert_sb(&sb, "include");
	strbuf_reset(&sb);
	assert_sb(&sb, "");
	/* Shrinking keeps the memory for reuse. */
	assert_int_equal(sb.alloc, alloc);
	strbuf_release(&sb);
}

static void test_grow(void **state)
{
	struct strbuf sb = STRBUF_INIT;
	char *before;

	(void)state;
	strbuf_addstr(&sb, "abc");
	strbuf_grow(&sb, 1000);
	assert_true(sb.alloc >= 3 + 1000 + 1);
	assert_sb(&sb, "abc");
	/* Room enough already: no move. */
	before = sb.buf;
	strbuf_grow(&sb, 10);
	assert_ptr_equal(sb.buf, before);
	strbuf_release(&sb);

	/* Growing by nothing gives a fresh strbuf a buffer of its own. */
	strbuf_grow(&sb, 0);
	assert_true(sb.alloc >= 1);
	assert_ptr_not_equal(sb.buf, strbuf_slopbuf);
	assert_sb(&sb, "");
	strbuf_release(&sb);
}

static void test_detach(void **state)
{
	struct strbuf sb = STRBUF_INIT;
	size_t len = 99;
	char *s;

	(void)state;
	strbuf_addstr(&sb, "ioctl");
	s = strbuf_detach(&sb, &len);
	assert_string_equal(s, "ioctl");
	assert_int_equal(len, 5);
	/* The strbuf no longer owns it and is empty again. */
	assert_int_equal(sb.alloc, 0);
	assert_sb(&sb, "");
	free(s);

	/* Detaching an empty strbuf gives memory the caller may free. */
	s = strbuf_detach(&sb, NULL);
	assert_non_null(s);
	assert_ptr_not_equal(s, strbuf_slopbuf);
	assert_string_equal(s, "");
	free(s);
	assert_sb(&sb, "");

	/* Releasing twice is harmless. */
	strbuf_release(&sb);
	strbuf_release(&sb);
	assert_sb(&sb, "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_init),
		cmocka_unit_test(test_add),
		cmocka_unit_test(test_add_binary),
		cmocka_unit_test(test_addf),
		cmocka_unit_test(test_setlen_reset),
		cmocka_unit_test(test_grow),
		cmocka_unit_test(test_detach),
	};

	return cmocka_run_group_tests_name("strbuf", tests, NULL, NULL);
}
