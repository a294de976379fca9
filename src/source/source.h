/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Sources enumerate the files of a tree and read them: a directory
 * (dir.c) or a git tree (git.c).  A saved inventory gives items, not
 * files: inventory-file.h.
 */
#ifndef ABIWATCH_SOURCE_H
#define ABIWATCH_SOURCE_H

#include <stdint.h>
#include <sys/stat.h>

#include "core/inventory.h"
#include "core/strbuf.h"

struct source;

/*
 * What identifies a file's contents without reading them, short of an id:
 * its stat data, as git's index keeps it.  Times in nanoseconds.
 */
struct source_stat {
	uint64_t dev, ino, size;
	int64_t mtime_ns, ctime_ns;
};

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
	/*
	 * Optional: the stat data of a file listed without an id, as the
	 * listing saw it.  0, or -1 if there is none.
	 */
	int (*stat)(struct source *src, const char *path,
		    struct source_stat *st);
	/*
	 * Optional: what owns the paths and ids that list gives, if they
	 * outlive the source, one string for each path, the same from one
	 * source to the next of that owner (a git source's listing); else
	 * NULL.
	 */
	const void *(*paths_owner)(struct source *src);
};

struct source {
	const struct source_ops *ops;
	char *name;	/* as the user wrote it */
};

/* Largest file read; bigger ones are reported and skipped. */
#define SOURCE_MAX_FILE (256u << 20)

int source_dir_open(struct source **out, const char *path,
		    struct strbuf *err);

/*
 * The files of a directory source, as its list op gives them, walked by
 * SOURCE_WALK_THREADS threads: @fn is called for each from any of them
 * at once, with its path and its name in a directory open as @dirfd, for
 * an fstatat() by name (the cheapest way) if it wants the stat data, and
 * which thread calls it, @worker (below SOURCE_WALK_THREADS), for a
 * caller that gathers in parts of its own, without a lock.  For a source
 * of directory ops only.
 */
#define SOURCE_WALK_THREADS 2

typedef void (*source_walk_fn)(const char *path, int dirfd, const char *name,
			       unsigned int worker, void *data);
int source_dir_walk(struct source *src, source_walk_fn fn, void *data,
		    struct inventory *problems);

/*
 * A directory whose files carry what identifies their contents: with
 * @use_index, and if the directory is (in) the working tree of a git
 * repository, a tracked file whose stat data matches its index entry has
 * the index's blob id (src/source/worktree.c says when); the others have
 * their stat data (ops->stat).  Listed in path order.
 */
int source_worktree_open(struct source **out, const char *path,
			 int use_index, struct strbuf *err);
/* Its directory's absolute path, or NULL for another source. */
const char *source_worktree_root(struct source *src);
/* Whether its listing found it in a git working tree, with an index. */
int source_worktree_in_git(struct source *src);
/*
 * The time the listing began, in ns: a file changed in that second or
 * after may change again and keep its stat data (racy, as git says).
 */
int64_t source_worktree_start(struct source *src);

/*
 * Which files the working tree's list op gives: those for which @want
 * returns non-zero.  It is asked in the walk, before a file's stat data
 * is taken, from several threads at once: a pure function of the path.
 * What it sets in @tag is given back, while the file is being listed, by
 * source_worktree_tag(), so that the lister need not ask again.  Without
 * a filter, every file.
 */
typedef int (*source_want_fn)(const char *path, uint64_t tag[2], void *data);
void source_worktree_filter(struct source *src, source_want_fn want,
			    void *data);
/* The tag of the file being listed, or NULL without a filter. */
const uint64_t *source_worktree_tag(struct source *src);

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
 * What one thread's git sources listed, one after another, for the next
 * to list the subtrees it shares with the tree before from there (log's
 * loads, each a tree much like the one before).  A listing is used by
 * one source at a time, and must outlive them and the paths they gave.
 */
struct git_listing;
struct git_listing *git_listing_new(void);
void git_listing_free(struct git_listing *l);
/* @src (a git source not listed yet) lists its tree through @l. */
void source_git_use_listing(struct source *src, struct git_listing *l);

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
