/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Sources enumerate the files of a tree and read them: a directory
 * (dir.c) or a git tree (git.c).  A saved inventory gives items, not
 * files: inventory-file.h.
 */
#ifndef ABIWATCH_SOURCE_H
#define ABIWATCH_SOURCE_H

#include "core/inventory.h"
#include "core/strbuf.h"

struct source;

/*
 * One file of a tree: its path, and the id of its contents where the source
 * knows it without reading the file (a git blob id, in hex), else NULL.
 */
typedef void (*source_file_fn)(const char *path, const char *id, void *data);

struct source_ops {
	/*
	 * Call @fn for each regular file, with its path relative to the
	 * tree.  Directories that cannot be read are recorded in
	 * @problems and skipped.
	 */
	int (*list)(struct source *src, source_file_fn fn, void *data,
		    struct inventory *problems);
	/*
	 * Read a file whole into @buf, replacing its contents.  May be
	 * called from several threads at once.  Returns 0, or -1 with the
	 * reason in @err, and errno ENOENT if the tree has no such file.
	 */
	int (*read)(struct source *src, const char *path, struct strbuf *buf,
		    struct strbuf *err);
	void (*free)(struct source *src);
};

struct source {
	const struct source_ops *ops;
	char *name;	/* as the user wrote it */
};

/* Largest file read; bigger ones are reported and skipped. */
#define SOURCE_MAX_FILE (256u << 20)

int source_dir_open(struct source **out, const char *path,
		    struct strbuf *err);

struct git_repository;

/*
 * Open the git repository at @dir, or the one the current directory is
 * in if @dir is NULL.  Returns 0, or -1 with why in @err.
 */
int source_git_repo_open(struct git_repository **out, const char *dir,
			 struct strbuf *err);
/* The tree that @spec names in @repo ("v6.12", "HEAD:include"). */
int source_git_open(struct source **out, struct git_repository *repo,
		    const char *spec, struct strbuf *err);
/*
 * The id of the tree that @spec names, in hex, without listing its files:
 * what the cache of inventories is keyed by.
 */
int source_git_resolve(char id[41], struct git_repository *repo,
		       const char *spec, struct strbuf *err);
/* The object id of the tree a git source reads, or NULL for another. */
const char *source_git_tree_id(struct source *src);

/*
 * The tag a diff without sides starts from: the newest release tag, vX.Y
 * (not -rc, not vX.Y.Z), that is an ancestor of HEAD and not HEAD itself;
 * or with @rc1, the newest vX.Y-rc1 that is HEAD or an ancestor of it.
 * *out is to be freed.
 */
int source_git_base_tag(char **out, struct git_repository *repo, int rc1,
			struct strbuf *err);
void source_free(struct source *src);

/*
 * The release tags of @range ("v6.0..v6.12", "v6.0..", "..v6.12"; see
 * tags.c), oldest first, into *@out: @n strings, each and the array to
 * be freed.  Returns 0, or -1 with why in @err.
 */
int source_git_release_tags(char ***out, size_t *n,
			    struct git_repository *repo, const char *range,
			    struct strbuf *err);

#endif
