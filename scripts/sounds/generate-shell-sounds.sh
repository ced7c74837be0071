#!/usr/bin/env bash
# Generates the shell's sounds (sets global, menu-select, portal of docs/product-rules.md §9) into
# shell/public/sounds/: each as <stem>.webm (Opus, for most browsers) and <stem>.mp3 (for
# Safari). Everything is synthesised here from sine tones and filtered noise: nothing is
# downloaded, and the same tools give the same files (sox runs in repeatable mode -R,
# ffmpeg writes bit-exact containers without metadata).
#
# Needs: bash, sox (14.4) and ffmpeg built with libopus and libmp3lame
#   (Debian/Ubuntu: apt-get install sox ffmpeg).
# Run:   npm run sounds:shell
# The files are committed; CI does not run this. The stems are the `filename`s of
# content/src/audio/shell-sounds.ts.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/shell/public/sounds"
RATE=48000

for tool in sox ffmpeg; do
  command -v "$tool" >/dev/null || { echo "generate-shell-sounds: $tool is required (apt-get install sox ffmpeg)" >&2; exit 1; }
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

# sox, repeatable (fixed random seed) and quiet.
sx() { sox -R -V1 "$@"; }

# One soft note: a sine with a quieter octave above it, quick attack, long soft decay.
# note <out.wav> <frequency Hz> <length s> <start delay s>
note() {
  sx -n -r "$RATE" -c 2 "$WORK/note-tmp.wav" synth "$3" sine "$2" sine "$(awk "BEGIN { print $2 * 2 }")"
  sx "$WORK/note-tmp.wav" -c 1 "$1" remix 1v0.8,2v0.2 fade q 0.008 fade l 0 "$3" "$(awk "BEGIN { print $3 - 0.01 }")" pad "$4"
}

# global-tap: a short, soft wooden "tock" (about 90 ms).
sx -n -r "$RATE" -c 2 "$WORK/tap-raw.wav" synth 0.09 sine 900:600 sine 1800:1200
sx "$WORK/tap-raw.wav" -c 1 "$WORK/global-tap.wav" remix 1v0.85,2v0.15 fade q 0.003 fade l 0 0.09 0.085 norm -7

# global-success: a rising G major arpeggio (G5, B5, D6) that rings out (under 1 s).
note "$WORK/success-1.wav" 783.99 0.62 0
note "$WORK/success-2.wav" 987.77 0.62 0.11
note "$WORK/success-3.wav" 1174.66 0.62 0.22
sx -m "$WORK/success-1.wav" "$WORK/success-2.wav" "$WORK/success-3.wav" "$WORK/global-success.wav" norm -6

# menu-select-blip: a quick upward glide, D5 to A5 (120 ms).
sx -n -r "$RATE" -c 2 "$WORK/blip-raw.wav" synth 0.12 sine 587.33:880 sine 1174.66:1760
sx "$WORK/blip-raw.wav" -c 1 "$WORK/menu-select-blip.wav" remix 1v0.85,2v0.15 fade q 0.004 0.12 0.07 norm -8

# portal-enter-whoosh: pink noise through band-pass filters that open one after another,
# from low to high, with a low sine swooping down underneath (about 1 s).
bands=()
i=0
for centre in 280 420 640 960 1450 2200 3300; do
  delay="$(awk "BEGIN { print $i * 0.075 }")"
  sx -n -r "$RATE" -c 1 "$WORK/band-$i.wav" synth 0.55 pinknoise bandpass "$centre" 0.9q fade h 0.22 0.55 0.3 pad "$delay"
  bands+=("$WORK/band-$i.wav")
  i=$((i + 1))
done
sx -n -r "$RATE" -c 1 "$WORK/swoop.wav" synth 0.9 sine 190:70 fade h 0.25 0.9 0.55 vol 0.5
sx -m "${bands[@]}" "$WORK/swoop.wav" "$WORK/whoosh-raw.wav"
sx "$WORK/whoosh-raw.wav" "$WORK/portal-enter-whoosh.wav" trim 0 1.05 fade h 0 1.05 0.3 norm -6

# portal-ambience-loop: a calm A major pad, exactly 6 s and seamless. Every frequency is a
# multiple of 1/6 Hz (110 = 660/6, 110.1667 = 661/6 beats once per loop, ...), and the
# tremolo makes whole cycles too, so the last sample runs into the first. No filter or
# reverb here: their start-up would break the seam.
sx -n -r "$RATE" -c 6 "$WORK/pad-raw.wav" synth 6 \
  sine 110 sine 110.1666667 sine 165 sine 220 sine 277.5 sine 330
sx "$WORK/pad-raw.wav" -c 1 "$WORK/portal-ambience-loop.wav" \
  remix 1v0.30,2v0.30,3v0.22,4v0.18,5v0.10,6v0.08 tremolo 0.3333333 25 norm -14

# 16-bit (dithered, repeatably) before encoding: Opus spends far more bits on sox's 32-bit
# output for the same sound.
encode() {
  local stem="$1"
  sx "$WORK/$stem.wav" -b 16 "$WORK/$stem-16.wav"
  ffmpeg -nostdin -hide_banner -loglevel error -y -i "$WORK/$stem-16.wav" -map_metadata -1 \
    -fflags +bitexact -flags:a +bitexact -ac 1 -c:a libopus -b:a 40k -application audio "$OUT/$stem.webm"
  ffmpeg -nostdin -hide_banner -loglevel error -y -i "$WORK/$stem-16.wav" -map_metadata -1 \
    -fflags +bitexact -flags:a +bitexact -ac 1 -c:a libmp3lame -b:a 56k "$OUT/$stem.mp3"
}

for stem in global-tap global-success menu-select-blip portal-enter-whoosh portal-ambience-loop; do
  encode "$stem"
done

echo "generate-shell-sounds: wrote $(find "$OUT" -name '*.webm' -o -name '*.mp3' | wc -l) files to ${OUT#"$ROOT"/}:"
du -b "$OUT"/*.webm "$OUT"/*.mp3 | sed "s|$ROOT/||"
