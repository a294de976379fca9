// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch patch [--base REF] [FILE...]: the ABI each patch of a series
 * adds, removes or changes, before it is applied.  Each patch is applied
 * in turn, in memory, to the tree the previous one gave (the first to
 * REF's, HEAD by default), and the two trees' inventories are compared.
 * A patch that does not apply stops the series: nothing is reported for
 * it or for those after it.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmd/cmd.h"
#include "core/review.h"
#include "core/util.h"
#include "extract/extract.h"
#include "source/git-walk.h"
#include "source/mbox.h"

enum { OPT_BASE = CMD_OPT_OWN };

static const struct option patch_options[] = {
	{ "base", required_argument, NULL, OPT_BASE },
	{ NULL, 0, NULL, 0 },
};

static const char *base_ref = "HEAD";

static int patch_option(int id, const char *arg)
{
	if (id != OPT_BASE)
		return -1;
	base_ref = arg;
	return 0;
}

static int read_fd(struct strbuf *sb, FILE *f)
{
	char buf[65536];
	size_t n;

	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		strbuf_add(sb, buf, n);
	return ferror(f) ? -1 : 0;
}

/* The patches of @path: a file, "-" for standard input. */
static int read_file(struct mbox *mb, const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	FILE *f = strcmp(path, "-") ? fopen(path, "r") : stdin;
	int ret = -1;

	if (!f || read_fd(&sb, f) < 0)
		error("%s: %s", path, strerror(errno));
	else
		ret = 0;
	if (f && f != stdin)
		fclose(f);
	if (!ret)
		mbox_parse(mb, strcmp(path, "-") ? path : "(standard input)",
			   sb.buf, sb.len);
	strbuf_release(&sb);
	return ret;
}

/* A series directory: its files in name order, as git format-patch names them. */
static int read_dir(struct mbox *mb, const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	char **names = NULL;
	size_t n = 0, alloc = 0, i;
	struct stat st;
	int ret = 0;

	if (!d)
		return error("%s: %s", path, strerror(errno));
	while ((e = readdir(d))) {
		struct strbuf p = STRBUF_INIT;

		if (e->d_name[0] == '.')
			continue;
		strbuf_addf(&p, "%s/%s", path, e->d_name);
		if (stat(p.buf, &st) == 0 && S_ISREG(st.st_mode)) {
			ALLOC_GROW(names, n + 1, alloc);
			names[n++] = strbuf_detach(&p, NULL);
		}
		strbuf_release(&p);
	}
	closedir(d);
	sort_array(names, n, sizeof(*names), str_ptr_cmp);
	for (i = 0; i < n; i++) {
		if (read_file(mb, names[i]) < 0)
			ret = -1;
		free(names[i]);
	}
	free(names);
	return ret;
}

static int read_inputs(struct mbox *mb, int argc, char **argv)
{
	struct stat st;
	int i;

	if (!argc)
		return read_file(mb, "-");
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-") && stat(argv[i], &st) == 0 &&
		    S_ISDIR(st.st_mode)) {
			if (read_dir(mb, argv[i]) < 0)
				return -1;
		} else if (read_file(mb, argv[i]) < 0) {
			return -1;
		}
	}
	return 0;
}

/*
 * Where the kernel documents each kind of ABI, for the reviewers' advice.
 * Documentation/ABI/README: sysfs, procfs, configfs and debugfs files;
 * Documentation/process/adding-syscalls.rst: a man page for a syscall;
 * Documentation/userspace-api/netlink/specs.rst: a YNL spec per family.
 */
static const struct doc_home {
	const char *kind;
	const char *where;
} doc_homes[] = {
	{ "boot-param", "Documentation/admin-guide/kernel-parameters.txt" },
	{ "configfs", "Documentation/ABI/" },
	{ "debugfs", "Documentation/ABI/" },
	{ "module-param", "Documentation/admin-guide/kernel-parameters.txt" },
	{ "netlink", "a YNL spec, Documentation/netlink/specs/" },
	{ "procfs", "Documentation/ABI/" },
	{ "syscall", "a man page (man-pages, linux-man@vger.kernel.org)" },
	{ "sysfs", "Documentation/ABI/" },
};

static const char *doc_home(const char *kind)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(doc_homes); i++)
		if (!strcmp(doc_homes[i].kind, kind))
			return doc_homes[i].where;
	return NULL;
}

/* "1/3, 3/3": the patches with changes for which @pick says yes. */
static void patch_list(struct strbuf *sb, const struct review *h,
		       size_t *n)
{
	size_t i;

	*n = 0;
	for (i = 0; i < h->ncommits; i++) {
		const size_t *c = h->commits[i].count;

		if (!c[0] && !c[1] && !c[2])
			continue;
		strbuf_addf(sb, "%s%zu/%zu", (*n)++ ? ", " : "", i + 1,
			    h->ncommits);
	}
}

/* The names of up to three changes of h->changes[i..j), for a hint. */
static void some_names(struct strbuf *sb, const struct review *h, size_t i,
		       size_t j, int gone)
{
	size_t k, n = 0;

	for (k = i; k < j; k++) {
		const struct change *c = &h->changes[k].change;
		int is_gone = c->type == CHANGE_REMOVED ||
			      c->compat == COMPAT_BREAKING;

		if (is_gone != gone)
			continue;
		if (n < 3)
			strbuf_addf(sb, "%s%s", n ? ", " : "",
				    change_item(c)->name);
		n++;
	}
	if (n > 3)
		strbuf_addf(sb, " and %zu more", n - 3);
}

/* What a reviewer should ask for, from the changes found. */
static void add_advice(struct review *h)
{
	struct strbuf list = STRBUF_INIT, sb = STRBUF_INIT;
	size_t i, j, n, gone = 0;

	if (!h->nchanges)
		return;
	patch_list(&list, h, &n);
	strbuf_addf(&sb, "%s %s %s user-space ABI: send %s to linux-api@vger.kernel.org, as Documentation/process/submitting-patches.rst asks",
		    n == 1 ? "patch" : "patches", list.buf,
		    n == 1 ? "changes" : "change", n == 1 ? "it" : "them");
	review_add_advice(h, sb.buf);
	for (i = 0; i < h->nchanges; i = j) {
		const char *kind = change_item(&h->changes[i].change)->kind;
		const char *where = doc_home(kind);
		size_t fresh = 0;

		for (j = i; j < h->nchanges &&
		     !strcmp(change_item(&h->changes[j].change)->kind, kind); j++) {
			const struct change *c = &h->changes[j].change;

			if (c->type == CHANGE_REMOVED ||
			    c->compat == COMPAT_BREAKING)
				gone++;
			else
				fresh++;
		}
		if (!where || !fresh)
			continue;
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s: document ", kind);
		some_names(&sb, h, i, j, 0);
		strbuf_addf(&sb, " in %s", where);
		review_add_advice(h, sb.buf);
	}
	if (gone) {
		strbuf_reset(&sb);
		some_names(&sb, h, 0, h->nchanges, 1);
		strbuf_addf(&sb, ": %s removed or changed incompatibly, which breaks the programs that use %s; ask who does",
			    gone == 1 ? "an item" : "items",
			    gone == 1 ? "it" : "them");
		review_add_advice(h, sb.buf);
	}
	strbuf_release(&list);
	strbuf_release(&sb);
}

struct series {
	struct review *h;
	struct cmd_opts *o;
	struct git_repository *repo;
	struct inventory base, inv[2];
	struct inventory *last;	/* the tree of the last patch applied */
	size_t npatches, applied;
};

/*
 * Apply patch @m, the @k-th, to tree @tree, which becomes the tree it
 * gives, and add what it changes to the review.  0, or -1 after saying
 * why: then nothing of it is in the review.
 */
static int apply_one(struct series *s, const struct mbox_patch *m, size_t k,
		     char tree[GIT_WALK_HEXSZ + 1])
{
	struct strbuf err = STRBUF_INIT;
	char next[GIT_WALK_HEXSZ + 1];
	struct inventory *inv = &s->inv[k % 2];
	struct diff d;
	size_t i, c;

	if (git_walk_apply(next, s->repo, tree, m->diff, m->difflen,
			   &err) < 0) {
		error("%s: patch %zu/%zu \"%s\" does not apply: %s", m->file,
		      k, s->npatches, m->subject, err.buf);
		strbuf_release(&err);
		return -1;
	}
	inventory_release(inv);
	inventory_init(inv);
	if (side_load(inv, &s->o->side, next) < 0)
		return -1;
	c = review_add_commit(s->h, m->id, m->subject, m->author, m->date,
			       m->file);
	diff_inventories(&d, s->last, inv, &extract_diff_rules);
	for (i = 0; i < d.nchanges; i++)
		review_add_change(s->h, &d.changes[i], c);
	diff_release(&d);
	s->last = inv;
	s->applied++;
	memcpy(tree, next, sizeof(next));
	return 0;
}

/* Apply the patches of @mb in turn; -1 at the first that fails. */
static int apply_series(struct series *s, const struct mbox *mb)
{
	struct git_walk_commit base;
	struct strbuf err = STRBUF_INIT;
	char tree[GIT_WALK_HEXSZ + 1];
	size_t i, k = 0;
	int ret = -1;

	if (side_repo(&s->repo, &s->o->side, &err) < 0 ||
	    git_walk_commit(&base, s->repo, base_ref, &err) < 0) {
		error("patch: %s", err.buf);
		strbuf_release(&err);
		return -1;
	}
	memcpy(tree, base.tree, sizeof(tree));
	git_walk_commit_release(&base);
	if (git_walk_in_memory(s->repo, &err) < 0) {
		error("%s", err.buf);
		goto out;
	}
	if (side_load(&s->base, &s->o->side, base_ref) < 0)
		goto out;
	s->last = &s->base;
	for (i = 0; i < mb->n; i++) {
		if (!mb->v[i].diff) {
			warning("%s: \"%s\" has no diff (a cover letter?): skipped",
				mb->v[i].file, mb->v[i].subject);
			continue;
		}
		if (apply_one(s, &mb->v[i], ++k, tree) < 0) {
			if (k < s->npatches)
				error("the %zu patches after it are not checked",
				      s->npatches - k);
			goto out;
		}
	}
	ret = 0;
out:
	strbuf_release(&err);
	return ret;
}

static int run_patch(int argc, char **argv, struct cmd_opts *o)
{
	struct mbox mb = MBOX_INIT;
	struct review h;
	struct series s;
	FILE *out;
	int ret = EXIT_TROUBLE, trouble;
	size_t i;

	memset(&s, 0, sizeof(s));
	review_init(&h);
	h.patches = 1;
	s.h = &h;
	s.o = o;
	inventory_init(&s.base);
	inventory_init(&s.inv[0]);
	inventory_init(&s.inv[1]);
	if (read_inputs(&mb, argc, argv) < 0)
		goto out;
	for (i = 0; i < mb.n; i++)
		s.npatches += mb.v[i].diff != NULL;
	if (!s.npatches) {
		error("%s: no patch in it", argc == 1 ? argv[0] :
		      argc ? "the input" : "standard input");
		goto out;
	}
	trouble = apply_series(&s, &mb) < 0;
	if (!s.last)
		goto out;
	if (s.last != &s.base)
		s.last->source = arena_strdup(&s.last->arena, s.applied == 1 ?
			"the patch applied" : "the patches applied");
	h.old = &s.base;
	h.new = s.last;
	review_finish(&h);
	add_advice(&h);
	cmd_report_problems(&s.base);
	if (s.last != &s.base)
		cmd_report_problems(s.last);
	out = cmd_output_open(o);
	o->format->log(out, &h, &o->out);
	cmd_output_close(out, o);
	if (trouble || s.base.nproblems || s.last->nproblems)
		ret = EXIT_TROUBLE;
	else
		ret = h.nchanges ? EXIT_CHANGED : EXIT_SAME;
out:
	review_release(&h);
	inventory_release(&s.base);
	inventory_release(&s.inv[0]);
	inventory_release(&s.inv[1]);
	mbox_release(&mb);
	return ret;
}

const struct command cmd_patch = {
	.name = "patch",
	.synopsis = "patch [options] [--base=REF] [FILE...]",
	.options = patch_options,
	.options_help =
"      --base=REF     apply the patches to REF's tree (default: HEAD)\n",
	.option = patch_option,
	.run = run_patch,
};
