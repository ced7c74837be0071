# shellcheck shell=bash
# The sound kit every branch's generator sources (<branch>/media/generate-sounds.sh):
# the tools' repeatable settings, the synthesis helpers, the cues every branch plays (a trade
# found, level up, confirm, mission complete) and the encoder. Sourced, not run: the caller sets
# ROOT, OUT and WORK (a temporary folder it removes) before sourcing.
#
# Everything is synthesised from noise, tones and sparse random impulses: nothing is
# downloaded. sox runs in repeatable mode (-R) and ffmpeg's random() is seeded, so the same
# tools give the same files.

RATE=48000

for tool in sox ffmpeg; do
  command -v "$tool" >/dev/null || { echo "sound-kit: $tool is required (apt-get install sox ffmpeg)" >&2; exit 1; }
done

sx() { sox -R -V1 "$@"; }

# Bed levels (docs/decisions.md "Placed sound beds"): a chapter's ambience is brought to
# BED_LUFS and each placed layer to LAYER_LUFS (integrated loudness, EBU R128), well under the
# cues (about -15 to -23 LUFS, peaks -7 to -12 dB), so a chirp, a level-up or a task sound reads
# clearly over them. Their mixes are first normalised to BED_NORM / LAYER_NORM peaks. Placed
# layers loop every LAYER_SECONDS, not the ambience's 8 s, so the two loops do not repeat in
# step (and the files stay small).
BED_NORM=-20
LAYER_NORM=-21
BED_LUFS=-30
LAYER_LUFS=-32
LAYER_SECONDS=6
ff() { ffmpeg -nostdin -hide_banner -loglevel error -y "$@"; }

# Sparse random clicks, shaped by a band: crackling wood, rain drops, spray. ffmpeg's random()
# is deterministic for a given seed index.
# impulses <out.wav> <seconds> <probability per sample> <seed> <highpass Hz> <lowpass Hz>
impulses() {
  ff -f lavfi -i "aevalsrc=exprs='gt(random($4),1-$3)*(random($(($4 + 1)))-0.5)*2':s=$RATE:d=$2" \
    -af "highpass=f=$5,lowpass=f=$6,volume=4" -ac 1 "$1"
}

# Makes <in.wav> (loop length + 1 s) into a seamless <out.wav> of the loop length:
# the last second fades out over the first second fading in.
seamless() {
  local in="$1" out="$2" length="$3"
  sx "$in" "$WORK/seam-body.wav" trim 1 "$length"
  sx "$in" "$WORK/seam-head.wav" trim 0 1 fade t 1
  sx "$in" "$WORK/seam-tail.wav" trim "$length" 1 fade t 0 1 1
  # -v 1 on each: sox -m would halve both, and the seam would dip ~7 dB below the loop.
  sx -m -v 1 "$WORK/seam-tail.wav" -v 1 "$WORK/seam-head.wav" "$WORK/seam-joint.wav"
  # The body runs from 1 s to the end; the joint (tail over head) closes the circle.
  sx "$WORK/seam-body.wav" "$WORK/seam-body-cut.wav" trim 0 "$(awk "BEGIN { print $length - 1 }")"
  sx "$WORK/seam-body-cut.wav" "$WORK/seam-joint.wav" "$out"
}

# Brings <wav> (in place) to <LUFS> integrated loudness, measured by ffmpeg's ebur128; sox's
# limiter keeps a raised peak under 0 dB. A gain leaves a seamless loop seamless.
# loudness <wav> <LUFS>
loudness() {
  local wav="$1" target="$2" measured
  measured="$(ffmpeg -nostdin -hide_banner -i "$wav" -af ebur128 -f null - 2>&1 | awk '/Integrated loudness/ { getline; print $2 }')"
  sx "$wav" "$WORK/loudness.wav" gain -l "$(awk "BEGIN { print $target - ($measured) }")"
  mv "$WORK/loudness.wav" "$wav"
}

# A bed loop: <mix.wav> made seamless into <out.wav> of <seconds>, at <LUFS>.
# bed_loop <mix.wav> <out.wav> <seconds> <LUFS>
bed_loop() {
  seamless "$1" "$2" "$3"
  loudness "$2" "$4"
}

# --- the cues every branch plays ------------------------------------------------------------
# Radio chirp (a trade found): squelch, two quick beeps through a radio band (0.35 s).
cue_radio_chirp() {
  sx -n -r "$RATE" -c 1 "$WORK/squelch.wav" synth 0.06 whitenoise bandpass 1800 1q vol 0.5
  sx -n -r "$RATE" -c 1 "$WORK/beep1.wav" synth 0.08 sine 1250 fade q 0.004 0.08 0.02 pad 0.07
  sx -n -r "$RATE" -c 1 "$WORK/beep2.wav" synth 0.1 sine 1650 fade q 0.004 0.1 0.04 pad 0.19
  sx -m "$WORK/squelch.wav" "$WORK/beep1.wav" "$WORK/beep2.wav" "$WORK/chirp-raw.wav"
  sx "$WORK/chirp-raw.wav" "$1" bandpass 1500 1.5q norm -8
}

# Level up: a rising two-tone, A5 then E6, softened (0.7 s).
cue_level_up() {
  sx -n -r "$RATE" -c 1 "$WORK/up1.wav" synth 0.25 square 880 lowpass 2400 fade q 0.005 0.25 0.08
  sx -n -r "$RATE" -c 1 "$WORK/up2.wav" synth 0.45 square 1318.5 lowpass 2400 fade q 0.005 0.45 0.3 pad 0.22
  sx -m "$WORK/up1.wav" "$WORK/up2.wav" "$1" norm -10
}

# Confirm (a target done): one clear ping with a quick decay (0.3 s).
cue_confirm() {
  sx -n -r "$RATE" -c 2 "$WORK/confirm-raw.wav" synth 0.3 sine 1318.5 sine 2637 fade q 0.003 0.3 0.27
  sx "$WORK/confirm-raw.wav" "$1" remix 1v0.8,2v0.2 norm -10
}

# Mission complete: a brass-like C major swell (C4 G4 C5 E5) that opens and rings out (2 s).
cue_mission_complete() {
  sx -n -r "$RATE" -c 4 "$WORK/chord.wav" synth 2 sawtooth 261.63 sawtooth 392 sawtooth 523.25 sawtooth 659.25
  sx "$WORK/chord.wav" -c 1 "$1" remix 1v0.3,2v0.25,3v0.25,4v0.2 lowpass 1600 fade q 0.35 2 0.9 norm -9
}

# --- encoding -------------------------------------------------------------------------------
# 16-bit (dithered, repeatably) before encoding; Opus 32 kbit/s and MP3 48 kbit/s, mono.
encode() {
  local stem="$1"
  sx "$WORK/$stem.wav" -b 16 -r "$RATE" "$WORK/$stem-16.wav"
  ff -i "$WORK/$stem-16.wav" -map_metadata -1 -fflags +bitexact -flags:a +bitexact -ac 1 -c:a libopus -b:a 32k -application audio "$OUT/$stem.webm"
  ff -i "$WORK/$stem-16.wav" -map_metadata -1 -fflags +bitexact -flags:a +bitexact -ac 1 -c:a libmp3lame -b:a 48k "$OUT/$stem.mp3"
}

# Prints what was written, with sizes.
report() {
  echo "$1: wrote $(find "$OUT" -name '*.webm' -o -name '*.mp3' | wc -l) files to ${OUT#"$ROOT"/}:"
  du -cb "$OUT"/*.webm "$OUT"/*.mp3 | sed "s|$ROOT/||"
}
