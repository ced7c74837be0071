#!/usr/bin/env bash
# Generates the portal video (docs/product-rules.md §2 /portal: tapping the doorway plays it, then Mission
# Select) into shell/public/video/: portal.webm (VP9, most browsers) and portal.mp4 (H.264,
# Safari), each at most 400 KB. Everything is drawn here by ffmpeg's lavfi sources: a
# doorway of light that opens and rushes at the viewer through rings of the campaign's
# olive and gold, then whites out. Silent (the whoosh is the portal sound set). Nothing is
# downloaded; ffmpeg writes the containers without metadata (-fflags +bitexact).
#
# Needs: bash and ffmpeg built with libvpx and libx264 (Debian/Ubuntu: apt-get install ffmpeg).
# Run:   npm run video:portal       (or bash scripts/media/generate-portal-video.sh)
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/shell/public/video"
MAX_BYTES=409600
W=432
H=768
FPS=24
SECONDS_LONG=3

command -v ffmpeg >/dev/null || { echo "generate-portal-video: ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
mkdir -p "$OUT"

# r, g, b of one pixel: d = distance from the centre (in px), t = time (s).
# Rings travel outward faster and faster; a white core grows until it fills the frame.
D='hypot(X-W/2,(Y-H/2)*0.8)'
RING="(0.5+0.5*sin(${D}/14-T*T*9))"
CORE="clip((60+T*T*95-${D})/60,0,1)"
FADE="exp(-${D}/(120+T*160))"
R="clip(255*(${CORE}+${RING}*${FADE}*0.85),0,255)"
G="clip(255*(${CORE}+${RING}*${FADE}*0.72),0,255)"
B="clip(255*(${CORE}+${RING}*${FADE}*0.32),0,255)"

FILTER="geq=r='${R}':g='${G}':b='${B}',format=yuv420p"
SOURCE="color=c=black:s=${W}x${H}:r=${FPS}:d=${SECONDS_LONG},format=gbrp"

common=(-hide_banner -loglevel error -y -f lavfi -i "$SOURCE" -vf "$FILTER" -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact)

ffmpeg "${common[@]}" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 "$OUT/portal.webm"
ffmpeg "${common[@]}" -c:v libx264 -preset slow -crf 30 -profile:v main -pix_fmt yuv420p -movflags +faststart "$OUT/portal.mp4"

for file in "$OUT/portal.webm" "$OUT/portal.mp4"; do
  size=$(stat -c %s "$file")
  if (( size > MAX_BYTES )); then
    echo "generate-portal-video: $(basename "$file") is $size bytes, over the $MAX_BYTES budget" >&2
    exit 1
  fi
  echo "$(basename "$file"): $size bytes"
done
