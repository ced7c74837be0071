#!/usr/bin/env bash
# The Navy chapters' briefing videos (docs/game-design.md step 2):
# navy/public/video/navy-<chapter>-briefing.webm (VP9 + Opus) and .mp4 (H.264 + AAC, for Safari),
# 6 s each, portrait 540x960, each at most 300 KB.
#
# A briefing is the chapter's own scene, filmed at the high tier without its markers, the camera
# turning slowly onto the chapter's opening frame: `npm run briefing-videos -- navy`
# (scripts/briefing-videos.mjs; `npm run build` first), which this script runs, and which takes
# each chapter's sound bed from it (`--beds <folder>`: <folder>/<chapter>.wav, made with the
# bed of scripts/media/lib/briefing-kit.sh). No words in the picture: the chapter's title and
# its three caption lines are drawn by the page in the visitor's language
# (content/locales/*/navy.json, "<chapter>.captions"), timed by THREE_LINE_BRIEFING (0.2-2.1 s,
# 2.1-4.1 s, 4.1-6.1 s), each change marked by the bed's beep. Each chapter's ambience:
# - distress: a radio tone over the sea;
# - response: the ship's CH-148 Cyclone, its rotor thudding (the set keeps its id,
#   navy-cormorant, from docs/product-rules.md §9);
# - overboard: the swell rolling in.
#
# Needs: bash, sox; for the videos, ffmpeg with libvpx, libx264, libopus and a build.
# Run:   bash navy/media/generate-videos.sh
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
if [ "${1:-}" != "--beds" ]; then
  cd "$ROOT" && exec npm run briefing-videos -- navy
fi
OUT="${2:?usage: bash navy/media/generate-videos.sh [--beds <folder>]}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
# shellcheck source=../../scripts/media/lib/briefing-kit.sh
source "$ROOT/scripts/media/lib/briefing-kit.sh"

sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" sine 1480 tremolo 0.5 95 vol 0.12
sx -n -r "$RATE" -c 1 "$WORK/sea.wav" synth "$SECONDS_LONG" brownnoise lowpass 380 vol 0.4
sx -m "$WORK/amb.wav" "$WORK/sea.wav" "$WORK/distress-amb.wav"
bed distress "$WORK/distress-amb.wav"

sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" brownnoise lowpass 240 tremolo 4 90 vol 0.6
bed response "$WORK/amb.wav"

sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" brownnoise lowpass 420 tremolo 0.25 70 vol 0.6
bed overboard "$WORK/amb.wav"

report generate-navy-videos
