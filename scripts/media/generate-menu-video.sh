#!/usr/bin/env bash
# Generates the menu's looping background video (docs/product-rules.md §2 "Navigation menu": immersive mode
# has a looping background video) into shell/public/video/: menu-loop.webm (VP9) and
# menu-loop.mp4 (H.264, Safari), each at most 400 KB. Drawn here by ffmpeg's lavfi sources:
# slow, dark bands of the campaign's olive, drab and khaki drifting across a near-black field,
# like camouflage under a moving searchlight. Every term is periodic in the loop length, so
# the last frame flows into the first. Silent and muted in the page; nothing is downloaded;
# the containers carry no metadata (-fflags +bitexact).
#
# Needs: bash and ffmpeg built with libvpx and libx264 (Debian/Ubuntu: apt-get install ffmpeg).
# Run:   bash scripts/media/generate-menu-video.sh
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/shell/public/video"
MAX_BYTES=409600
# Drawn at a quarter of the pixels, then scaled up: the field is soft anyway, and geq is slow.
W=180
H=320
OUT_W=360
OUT_H=640
FPS=20
LOOP_SECONDS=8

command -v ffmpeg >/dev/null || { echo "generate-menu-video: ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
mkdir -p "$OUT"

# p = phase of the loop (0..2*pi over LOOP_SECONDS), so the video loops seamlessly.
P="(2*PI*T/${LOOP_SECONDS})"
# Three soft bands drifting at whole-number speeds (periodic in the loop), mixed into a
# slow camouflage field, darkened towards the edges; a dim searchlight sweeps once per loop.
F1="sin(X/26+Y/48+${P})"
F2="sin(Y/30-X/65+2*${P})"
F3="sin((X+Y)/41-${P})"
CAMO="(0.5+0.25*${F1}+0.15*${F2}+0.1*${F3})"
LIGHT="exp(-pow((X-W/2-W*0.45*sin(${P}))/(W*0.35),2)-pow((Y-H*0.4-H*0.2*cos(${P}))/(H*0.4),2))"
VIGNETTE="(1-0.55*hypot((X-W/2)/W,(Y-H/2)/H)*1.6)"
LUMA="clip((0.35+0.65*${CAMO})*(0.55+0.6*${LIGHT})*${VIGNETTE},0,1)"
# Olive #3a4a26 to khaki #6b6a45 at full light, scaled down: a dark military palette.
R="clip(${LUMA}*(40+50*${CAMO}),0,255)"
G="clip(${LUMA}*(52+48*${CAMO}),0,255)"
B="clip(${LUMA}*(26+26*${CAMO}),0,255)"

FILTER="geq=r='${R}':g='${G}':b='${B}',scale=${OUT_W}:${OUT_H}:flags=bicubic,gblur=sigma=3,format=yuv420p"
SOURCE="color=c=black:s=${W}x${H}:r=${FPS}:d=${LOOP_SECONDS},format=gbrp"

common=(-hide_banner -loglevel error -y -f lavfi -i "$SOURCE" -vf "$FILTER" -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact)

ffmpeg "${common[@]}" -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -deadline good -cpu-used 2 "$OUT/menu-loop.webm"
ffmpeg "${common[@]}" -c:v libx264 -preset slow -crf 32 -profile:v main -pix_fmt yuv420p -movflags +faststart "$OUT/menu-loop.mp4"

for file in "$OUT/menu-loop.webm" "$OUT/menu-loop.mp4"; do
  size=$(stat -c %s "$file")
  if (( size > MAX_BYTES )); then
    echo "generate-menu-video: $(basename "$file") is $size bytes, over the $MAX_BYTES budget" >&2
    exit 1
  fi
  echo "$(basename "$file"): $size bytes"
done
