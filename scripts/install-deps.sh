#!/bin/sh
# Install abiwatch's build and test dependencies from Debian's packages.
# Run as root (or through sudo).  See README.md for why each is needed.
set -eu

packages="
	gcc clang make pkg-config
	libhyperscan-dev libjansson-dev libcmocka-dev libyaml-dev libgit2-dev
	libsqlite3-dev sqlite3 git
	ripgrep time valgrind util-linux bsdutils xz-utils libclang-rt-14-dev
	debhelper zlib1g-dev manpages-dev chromium rsync
"

missing=
for p in $packages; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed'; then
		missing="$missing $p"
	fi
done
if [ -z "$missing" ]; then
	exit 0
fi
echo "install-deps: installing$missing" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing >/dev/null
