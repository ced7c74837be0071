#!/usr/bin/env bash
# The Air Force chapters' briefing videos (docs/game-design.md step 2):
# air/public/video/air-<chapter>-briefing.webm (VP9 + Opus) and .mp4 (H.264 + AAC, for Safari),
# 6 s each, portrait 540x960, each at most 300 KB.
#
# A briefing is the chapter's own scene, filmed at the high tier without its markers, the camera
# turning slowly onto the chapter's opening frame: `npm run briefing-videos -- air`
# (scripts/briefing-videos.mjs; `npm run build` first), which this script runs, and which takes
# each chapter's sound bed from it (`--beds <folder>`: <folder>/<chapter>.wav, made with the
# bed of scripts/media/lib/briefing-kit.sh). No words in the picture: the chapter's title and
# its three caption lines are drawn by the page in the visitor's language
# (content/locales/*/air.json, "<chapter>.captions"), timed by THREE_LINE_BRIEFING (0.2-2.1 s,
# 2.1-4.1 s, 4.1-6.1 s), each change marked by the bed's beep. Each chapter's ambience:
# - stratosphere: thin wind and the aurora's drone;
# - airdrop: the Hercules's four propellers and the rush of air at the open ramp;
# - received: wind over snow, whistling.
#
# Needs: bash, sox; for the videos, ffmpeg with libvpx, libx264, libopus and a build.
# Run:   bash air/media/generate-videos.sh
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
if [ "${1:-}" != "--beds" ]; then
  cd "$ROOT" && exec npm run briefing-videos -- air
fi
OUT="${2:?usage: bash air/media/generate-videos.sh [--beds <folder>]}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
# shellcheck source=../../scripts/media/lib/briefing-kit.sh
source "$ROOT/scripts/media/lib/briefing-kit.sh"

sx -n -r "$RATE" -c 1 "$WORK/thin-wind.wav" synth "$SECONDS_LONG" pinknoise bandpass 2600 1.4q vol 0.3
sx -n -r "$RATE" -c 1 "$WORK/aurora-drone.wav" synth "$SECONDS_LONG" sine 220 tremolo 0.25 35 vol 0.3
sx -m "$WORK/thin-wind.wav" "$WORK/aurora-drone.wav" "$WORK/stratosphere-amb.wav"
bed stratosphere "$WORK/stratosphere-amb.wav"

sx -n -r "$RATE" -c 4 "$WORK/props4.wav" synth "$SECONDS_LONG" sawtooth 68 sawtooth 68.5 sawtooth 69.25 sawtooth 67.75
sx "$WORK/props4.wav" -c 1 "$WORK/props.wav" remix 1v0.3,2v0.3,3v0.25,4v0.25 lowpass 320 vol 0.6
sx -n -r "$RATE" -c 1 "$WORK/ramp-rush.wav" synth "$SECONDS_LONG" pinknoise bandpass 1100 0.6q vol 0.35
sx -m "$WORK/props.wav" "$WORK/ramp-rush.wav" "$WORK/airdrop-amb.wav"
bed airdrop "$WORK/airdrop-amb.wav"

sx -n -r "$RATE" -c 1 "$WORK/snow-wind.wav" synth "$SECONDS_LONG" pinknoise bandpass 380 0.8q tremolo 0.25 60 vol 0.5
sx -n -r "$RATE" -c 1 "$WORK/wind-whistle.wav" synth "$SECONDS_LONG" whitenoise bandpass 1100 8q vol 0.3
sx -m "$WORK/snow-wind.wav" "$WORK/wind-whistle.wav" "$WORK/received-amb.wav"
bed received "$WORK/received-amb.wav"

report generate-air-videos
