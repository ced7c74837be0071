#!/bin/sh
# The previous build's files stay served (docs/decisions.md, "Version skew"): an image lists
# the content-hashed files of its own build, and the image that replaces it carries them over.
#   build-files.sh record <html-root> <list>          list <html-root>'s hashed files into <list>
#   build-files.sh carry  <html-root> <list> <dest>   copy the files <list> names from <html-root>
#                                                     into <dest> (an image with no list: nothing)
# "Content-hashed" is nginx's immutable rule (shared/tooling/deploy/nginx/app-server.conf):
# <name>.<10 hex>.<ext>. Only the list's files are carried, never what an image itself
# carried, so an image holds its own build and the one before, not every build since.
set -eu

HASHED='(^|/)[^/]+\.[0-9a-f]{10}\.[a-z0-9]+$'

usage() {
  echo "usage: build-files.sh record <html-root> <list> | carry <html-root> <list> <dest>" >&2
  exit 2
}

[ $# -ge 3 ] || usage
action=$1
root=$2
list=$3

case "$action" in
  record)
    [ -d "$root" ] || { echo "build-files.sh: no such folder: $root" >&2; exit 1; }
    mkdir -p "$(dirname "$list")"
    (cd "$root" && find . -type f | sed 's#^\./##' | grep -E "$HASHED" | LC_ALL=C sort) > "$list" || true
    ;;
  carry)
    [ $# -eq 4 ] || usage
    dest=$4
    mkdir -p "$dest"
    [ -f "$list" ] || exit 0
    while IFS= read -r file; do
      # Only plain relative names of hashed files, as `record` writes them.
      case "$file" in '' | /* | *..*) continue ;; esac
      printf '%s\n' "$file" | grep -Eq "$HASHED" || continue
      [ -f "$root/$file" ] || continue
      mkdir -p "$dest/$(dirname "$file")"
      cp -p "$root/$file" "$dest/$file"
    done < "$list"
    ;;
  *) usage ;;
esac
