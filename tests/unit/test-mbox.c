// SPDX-License-Identifier: GPL-2.0
/* Reading patch mails: splitting an mbox, the headers, the diff. */
#include "unit.h"

#include "source/mbox.h"

static const char two[] =
	"From 0123456789abcdef0123456789abcdef01234567 Mon Sep 17 00:00:00 2001\n"
	"From: =?UTF-8?q?J=C3=B6rg_Hacker?= <jh@example.org>\n"
	"Date: Wed, 31 Jan 2024 12:00:00 +0100\n"
	"Subject: [PATCH v2 1/2] widget: add a very long subject that git\n"
	" folds onto a second line\n"
	"\n"
	"Body text.\n"
	"From the archives, a line that is not a separator.\n"
	"---\n"
	" kernel/a.c | 1 +\n"
	"\n"
	"diff --git a/kernel/a.c b/kernel/a.c\n"
	"--- a/kernel/a.c\n"
	"+++ b/kernel/a.c\n"
	"@@ -1 +1,2 @@\n"
	" x\n"
	"+y\n"
	"-- \n"
	"2.39.2\n"
	"\n"
	"From fedcba9876543210fedcba9876543210fedcba98 Mon Sep 17 00:00:00 2001\n"
	"From: Cover <c@example.org>\n"
	"Subject: [PATCH 0/2] a cover letter\n"
	"\n"
	"No diff here.\n";

static void test_split_and_headers(void **state)
{
	struct mbox mb = MBOX_INIT;
	const struct mbox_patch *p;

	(void)state;
	mbox_parse(&mb, "series.mbox", two, strlen(two));
	assert_int_equal(mb.n, 2);
	p = &mb.v[0];
	assert_string_equal(p->file, "series.mbox");
	assert_string_equal(p->id, "0123456789abcdef0123456789abcdef01234567");
	assert_string_equal(p->subject,
		"widget: add a very long subject that git folds onto a second line");
	assert_string_equal(p->author, "J\xc3\xb6rg Hacker <jh@example.org>");
	assert_string_equal(p->date, "Wed, 31 Jan 2024 12:00:00 +0100");
	assert_non_null(p->diff);
	/* From "diff --git" to the signature, which is left out. */
	assert_true(!strncmp(p->diff, "diff --git a/kernel/a.c", 23));
	assert_int_equal(p->difflen, strlen(p->diff));
	assert_true(p->diff[p->difflen - 1] == '\n' &&
		    !strstr(p->diff, "2.39.2"));
	p = &mb.v[1];
	assert_string_equal(p->subject, "a cover letter");
	assert_null(p->diff);
	mbox_release(&mb);
}

static void test_bare_diff(void **state)
{
	static const char bare[] =
		"diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n";
	struct mbox mb = MBOX_INIT;

	(void)state;
	mbox_parse(&mb, "-", bare, strlen(bare));
	assert_int_equal(mb.n, 1);
	assert_string_equal(mb.v[0].subject, "");
	assert_string_equal(mb.v[0].id, "");
	assert_int_equal(mb.v[0].difflen, strlen(bare));
	mbox_release(&mb);
	mbox_parse(&mb, "-", "", 0);
	assert_int_equal(mb.n, 0);
	mbox_release(&mb);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_split_and_headers),
		cmocka_unit_test(test_bare_diff),
	};

	return cmocka_run_group_tests_name("mbox", tests, NULL, NULL);
}
