#!/usr/bin/env bash
# The Army chapters' briefing videos (docs/game-design.md step 2):
# army/public/video/army-<chapter>-briefing.webm (VP9 + Opus) and .mp4 (H.264 + AAC, for Safari),
# 6 s each, portrait 540x960, each at most 300 KB.
#
# A briefing is the chapter's own scene, filmed at the high tier without its markers, the camera
# turning slowly onto the chapter's opening frame: `npm run briefing-videos -- army`
# (scripts/briefing-videos.mjs; `npm run build` first), which this script runs, and which takes
# each chapter's sound bed from it (`--beds <folder>`: <folder>/<chapter>.wav, made with the
# bed of scripts/media/lib/briefing-kit.sh). No words in the picture: the chapter's title and
# its three caption lines are drawn by the page in the visitor's language
# (content/locales/*/army.json, "<chapter>.captions"), timed by THREE_LINE_BRIEFING (0.2-2.1 s,
# 2.1-4.1 s, 4.1-6.1 s), each change marked by the bed's beep. Each chapter's ambience:
# - fire: a low rumble of flame (brown noise);
# - flood: rain on water (high pink noise);
# - mudslide: sliding earth (a band of pink noise).
#
# Needs: bash, sox; for the videos, ffmpeg with libvpx, libx264, libopus and a build.
# Run:   bash army/media/generate-videos.sh
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
if [ "${1:-}" != "--beds" ]; then
  cd "$ROOT" && exec npm run briefing-videos -- army
fi
OUT="${2:?usage: bash army/media/generate-videos.sh [--beds <folder>]}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
# shellcheck source=../../scripts/media/lib/briefing-kit.sh
source "$ROOT/scripts/media/lib/briefing-kit.sh"

sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" brownnoise lowpass 500 vol 0.4
bed fire "$WORK/amb.wav"

sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" pinknoise highpass 900 vol 0.35
bed flood "$WORK/amb.wav"

sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" pinknoise bandpass 420 0.9q vol 0.45
bed mudslide "$WORK/amb.wav"

report generate-army-videos
