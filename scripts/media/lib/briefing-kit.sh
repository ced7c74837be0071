# shellcheck shell=bash
# The briefings' sound kit every branch's <branch>/media/generate-videos.sh sources: each
# chapter's 6 s sound bed, made with sox (a radio squelch, a low drone, the chapter's ambience,
# a data beep at each caption change). The picture is the chapter's own scene, filmed by
# `npm run briefing-videos` (scripts/briefing-videos.mjs), which asks the branch's script for
# its beds (`--beds <folder>`) and encodes picture and bed together into the .webm and .mp4
# (docs/game-design.md step 2). Sourced, not run: the caller sets OUT (the beds' folder) and
# WORK (a temporary folder it removes) before sourcing.

SECONDS_LONG=6
RATE=48000

command -v sox >/dev/null || { echo "briefing-kit: sox is required (apt-get install sox)" >&2; exit 1; }

sx() { sox -R -V1 "$@"; }

# The bed of <chapter> over <ambience>: squelch at the start, a low drone, the ambience, a beep at
# 2.1 s and 4.1 s (THREE_LINE_BRIEFING's caption changes), into $OUT/<chapter>.wav.
bed() {
  local chapter="$1" ambience="$2"
  sx -n -r "$RATE" -c 1 "$WORK/sq.wav" synth 0.25 whitenoise bandpass 1600 0.8q fade q 0.01 0.25 0.15 vol 0.5
  sx -n -r "$RATE" -c 2 "$WORK/drone2.wav" synth "$SECONDS_LONG" sine 55 sine 82.4 tremolo 0.5 30
  sx "$WORK/drone2.wav" -c 1 "$WORK/drone.wav" remix 1v0.5,2v0.35 vol 0.5
  sx -n -r "$RATE" -c 1 "$WORK/beep.wav" synth 0.09 sine 1400 fade q 0.005 0.09 0.03 vol 0.35
  sx "$WORK/beep.wav" "$WORK/beep1.wav" pad 2.1
  sx "$WORK/beep.wav" "$WORK/beep2.wav" pad 4.1
  sx -m "$WORK/sq.wav" "$WORK/drone.wav" "$ambience" "$WORK/beep1.wav" "$WORK/beep2.wav" "$WORK/bed-raw.wav"
  sx "$WORK/bed-raw.wav" "$OUT/$chapter.wav" trim 0 "$SECONDS_LONG" fade t 0.3 "$SECONDS_LONG" 0.6 norm -12
}

# Prints what was written.
report() {
  echo "$1: wrote $(find "$OUT" -name '*.wav' | wc -l) sound beds to $OUT"
}
