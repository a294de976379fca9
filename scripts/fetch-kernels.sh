#!/bin/sh
# Fetch Debian's linux-source packages and unpack the kernel trees into a
# cache outside the repository, for the real-tree test tier and the
# benchmark.  Trees already in the cache are reused.
#
#   ABIWATCH_KERNELS  cache directory (default: ~/.cache/abiwatch/kernels)
#
# Then builds a bare git repository of the trees, $cache/git, with one
# commit and tag per tree (v6.1, v6.12), for the tier that reads git refs.
#
# Prints the cache directory on success.
set -eu

versions=${ABIWATCH_KERNEL_VERSIONS:-"6.1 6.12"}
cache=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}

mkdir -p "$cache"
updated=

for v in $versions; do
	tree="$cache/linux-source-$v"
	if [ -f "$tree/.abiwatch-complete" ]; then
		continue
	fi
	work=$(mktemp -d "$cache/.fetch-$v.XXXXXX")
	trap 'rm -rf "$work"' EXIT
	if [ -z "$updated" ] && ! apt-cache show "linux-source-$v" >/dev/null 2>&1; then
		apt-get update -qq
		updated=1
	fi
	echo "fetch-kernels: downloading linux-source-$v" >&2
	# The download runs as root, so the sandbox user needs no access.
	(cd "$work" && apt-get download -q -o APT::Sandbox::User=root \
		"linux-source-$v" >&2)
	dpkg-deb -x "$work"/linux-source-"$v"_*.deb "$work/deb"
	tarball=$(ls "$work"/deb/usr/src/linux-source-"$v".tar.* 2>/dev/null | head -n 1)
	if [ -z "$tarball" ]; then
		echo "fetch-kernels: no tarball in linux-source-$v" >&2
		exit 1
	fi
	echo "fetch-kernels: unpacking $(basename "$tarball")" >&2
	rm -rf "$tree"
	tar -xf "$tarball" -C "$work"
	mv "$work/linux-source-$v" "$tree"
	dpkg-deb -f "$work"/linux-source-"$v"_*.deb Version >"$tree/.abiwatch-complete"
	rm -rf "$work"
	trap - EXIT
done

# A git repository of the trees, one commit and tag each (v6.1, v6.12),
# for the git tier: its objects are the trees, without a checkout.
repo="$cache/git"
if [ ! -f "$repo/.abiwatch-complete" ]; then
	echo "fetch-kernels: building $repo" >&2
	rm -rf "$repo"
	git init -q --bare "$repo"
	echo ".abiwatch-complete" >"$repo/info/exclude"
	for v in $versions; do
		# Each tree's files replace the last one's in the index.
		(cd "$cache/linux-source-$v" &&
		 git --git-dir="$repo" --work-tree=. -c core.bare=false \
			add -A -f -- . ":!.abiwatch-complete" &&
		 GIT_AUTHOR_NAME=abiwatch GIT_AUTHOR_EMAIL=abiwatch@localhost \
		 GIT_COMMITTER_NAME=abiwatch GIT_COMMITTER_EMAIL=abiwatch@localhost \
		 git --git-dir="$repo" --work-tree=. -c core.bare=false \
			commit -q --no-gpg-sign -m "linux-source-$v")
		git --git-dir="$repo" tag "v$v"
	done
	touch "$repo/.abiwatch-complete"
fi

echo "$cache"
