#!/usr/bin/env bash
# The share images' font (docs/prerendered-pages.md): DejaVu Sans Condensed Bold from Debian's
# fonts-dejavu-core, cut down to the characters English and French copy use, so the build
# draws the same letters on every machine without the system's fonts. Run again only to
# change the characters; commit the result.
#   bash scripts/media/subset-share-font.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
source_font=/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf
out=shell/prerender/fonts/share-image-bold.ttf
[ -f "$source_font" ] || { echo "missing $source_font: apt-get install -y fonts-dejavu-core" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
npm install --silent --no-audit --no-fund --prefix "$work" subset-font@2.9.0 >/dev/null
# Basic Latin, Latin-1 (accents, « », no-break space), Œ œ, dashes, quotes, ellipsis, narrow no-break space.
SOURCE="$source_font" OUT="$out" node --input-type=module -e "
import { readFileSync, writeFileSync } from 'node:fs';
const { default: subsetFont } = await import('$work/node_modules/subset-font/index.js');
const ranges = [[0x20, 0x7e], [0xa0, 0xff], [0x152, 0x153], [0x2013, 0x2014], [0x2018, 0x201d], [0x2026, 0x2026], [0x202f, 0x202f]];
const text = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
const font = await subsetFont(readFileSync(process.env.SOURCE), text, { targetFormat: 'truetype' });
writeFileSync(process.env.OUT, font);
console.log(process.env.OUT + ': ' + font.length + ' bytes');
"
