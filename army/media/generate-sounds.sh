#!/usr/bin/env bash
# Generates the Army remote's sounds (sets army-fire, army-flood, army-mudslide of docs/product-rules.md §9)
# into army/public/sounds/: each stem as <stem>.webm (Opus) and <stem>.mp3 (Safari). The
# stems are the `filename`s of army/src/sounds/army-sounds.ts (ARMY_SOUND_STEMS).
# The helpers, the cues every branch shares and the encoder are in scripts/media/lib/sound-kit.sh.
# Ambience loops are made seamless by crossfading their last second into their first.
#
# Needs: bash, sox (14.4) and ffmpeg with libopus and libmp3lame (apt-get install sox ffmpeg).
# Run:   bash army/media/generate-sounds.sh
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/army/public/sounds"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
# shellcheck source=../../scripts/media/lib/sound-kit.sh
source "$ROOT/scripts/media/lib/sound-kit.sh"

# --- army-fire -------------------------------------------------------------------------
# Ambience, all round: wind in the conifers, a broad hiss through needles in slow gusts (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/needles.wav" synth 9 pinknoise highpass 900 lowpass 5200 tremolo 0.125 65 vol 0.5
sx -n -r "$RATE" -c 1 "$WORK/boughs.wav" synth 9 pinknoise bandpass 420 0.8q tremolo 0.25 55 vol 0.45
sx -m "$WORK/needles.wav" "$WORK/boughs.wav" "$WORK/conifer-mix.wav" norm "$BED_NORM"
bed_loop "$WORK/conifer-mix.wav" "$WORK/army-fire-ambience-loop.wav" 8 "$BED_LUFS"

# Placed at the fire line: the flames' low roar, crackles and snaps (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/roar.wav" synth 7 brownnoise lowpass 500 tremolo 0.5 30 vol 0.55
impulses "$WORK/crackle.wav" 7 0.0009 11 900 7000
impulses "$WORK/snap.wav" 7 0.00012 21 300 3000
sx -m "$WORK/roar.wav" "$WORK/crackle.wav" "$WORK/snap.wav" "$WORK/fire-line-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/fire-line-mix.wav" "$WORK/army-fire-line-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# Placed where the Griffon circles: blade slap (about 5 a second) over a turbine whine (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/blades.wav" synth 7 brownnoise lowpass 300 tremolo 5.5 85 vol 0.8
sx -n -r "$RATE" -c 1 "$WORK/whine.wav" synth 7 sine 1870 sine 2490 vol 0.04
sx -m "$WORK/blades.wav" "$WORK/whine.wav" "$WORK/rotor-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/rotor-mix.wav" "$WORK/army-fire-rotor-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# Hose spray, looped while a fire is held (2 s loop).
sx -n -r "$RATE" -c 1 "$WORK/spray.wav" synth 3 whitenoise bandpass 3200 0.7q tremolo 13 15 vol 0.6
sx -n -r "$RATE" -c 1 "$WORK/pump.wav" synth 3 brownnoise lowpass 220 vol 0.4
sx -m "$WORK/spray.wav" "$WORK/pump.wav" "$WORK/hose-mix.wav" norm -12
seamless "$WORK/hose-mix.wav" "$WORK/army-fire-hose-loop.wav" 2

# A fire goes out: a long steam hiss over a soft low thump (1.4 s).
sx -n -r "$RATE" -c 1 "$WORK/steam.wav" synth 1.4 whitenoise highpass 2400 fade q 0.02 1.4 1.1
sx -n -r "$RATE" -c 1 "$WORK/thump.wav" synth 0.5 sine 75:38 fade q 0.005 0.5 0.45 pad 0 0.9
sx -m "$WORK/steam.wav" "$WORK/thump.wav" "$WORK/army-fire-out.wav" norm -9

# --- army-flood ------------------------------------------------------------------------
# Ambience, all round: steady rain, drops in the puddles (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/rain.wav" synth 9 pinknoise highpass 900 lowpass 9000 vol 0.45
impulses "$WORK/drops.wav" 9 0.0025 31 1800 8000
sx -m "$WORK/rain.wav" "$WORK/drops.wav" "$WORK/flood-mix.wav" norm "$BED_NORM"
bed_loop "$WORK/flood-mix.wav" "$WORK/army-flood-ambience-loop.wav" 8 "$BED_LUFS"

# Placed on the levee: rain drumming on sandbags and tarps, duller and denser than in the open (6 s loop).
impulses "$WORK/drum.wav" 7 0.006 41 250 2400
sx -n -r "$RATE" -c 1 "$WORK/patter.wav" synth 7 pinknoise bandpass 1400 1q vol 0.25
sx -m "$WORK/drum.wav" "$WORK/patter.wav" "$WORK/levee-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/levee-mix.wav" "$WORK/army-flood-levee-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# Placed beyond the levee: the river rushing (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/river.wav" synth 7 brownnoise lowpass 650 tremolo 0.5 25 vol 0.7
sx -n -r "$RATE" -c 1 "$WORK/churn.wav" synth 7 pinknoise bandpass 900 1.2q tremolo 1.5 40 vol 0.2
sx -m "$WORK/river.wav" "$WORK/churn.wav" "$WORK/river-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/river-mix.wav" "$WORK/army-flood-river-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# A sandbag dropped into a gap: a heavy, dull thud with a little grit (0.5 s).
sx -n -r "$RATE" -c 1 "$WORK/bag-body.wav" synth 0.5 sine 95:42 fade q 0.003 0.5 0.46
sx -n -r "$RATE" -c 1 "$WORK/bag-grit.wav" synth 0.18 brownnoise lowpass 900 fade q 0.002 0.18 0.16
sx -m "$WORK/bag-body.wav" "$WORK/bag-grit.wav" "$WORK/army-flood-sandbag.wav" norm -7

# --- army-mudslide ---------------------------------------------------------------------
# Ambience, all round: mountain wind and drizzle (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/gusts.wav" synth 9 pinknoise bandpass 420 0.9q tremolo 0.125 70 vol 0.55
sx -n -r "$RATE" -c 1 "$WORK/drizzle.wav" synth 9 pinknoise highpass 2500 vol 0.2
sx -m "$WORK/gusts.wav" "$WORK/drizzle.wav" "$WORK/mud-mix.wav" norm "$BED_NORM"
bed_loop "$WORK/mud-mix.wav" "$WORK/army-mudslide-ambience-loop.wav" 8 "$BED_LUFS"

# Placed at the bulldozer: a diesel idling, its firing pulse and a rattle (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/idle.wav" synth 7 sawtooth 31 lowpass 180 tremolo 7.5 40 vol 0.6
sx -n -r "$RATE" -c 1 "$WORK/rattle.wav" synth 7 brownnoise bandpass 600 1.5q tremolo 15 60 vol 0.2
sx -m "$WORK/idle.wav" "$WORK/rattle.wav" "$WORK/diesel-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/diesel-mix.wav" "$WORK/army-mudslide-diesel-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# A winch takes the strain: an engine revving up under load (0.6 s).
sx -n -r "$RATE" -c 1 "$WORK/rev.wav" synth 0.6 sawtooth 48:78 lowpass 520 tremolo 22 35 fade q 0.03 0.6 0.2
sx -n -r "$RATE" -c 1 "$WORK/creak.wav" synth 0.6 square 180:140 lowpass 900 vol 0.12 fade q 0.05 0.6 0.3
sx -m "$WORK/rev.wav" "$WORK/creak.wav" "$WORK/army-mudslide-tug.wav" norm -8

# Debris hauled off: a sliding rumble ending in a thump (1.2 s).
sx -n -r "$RATE" -c 1 "$WORK/slide.wav" synth 1.2 brownnoise lowpass 320 fade q 0.15 1.2 0.5
sx -n -r "$RATE" -c 1 "$WORK/drop.wav" synth 0.45 sine 62:34 fade q 0.004 0.45 0.4 pad 0.7
sx -m "$WORK/slide.wav" "$WORK/drop.wav" "$WORK/army-mudslide-cleared.wav" norm -8

# --- shared cues -----------------------------------------------------------------------
cue_radio_chirp "$WORK/army-radio-chirp.wav"
cue_level_up "$WORK/army-level-up.wav"
cue_confirm "$WORK/army-confirm.wav"
cue_mission_complete "$WORK/army-mission-complete.wav"

STEMS=(
  army-fire-ambience-loop army-fire-line-loop army-fire-rotor-loop army-fire-hose-loop army-fire-out
  army-flood-ambience-loop army-flood-levee-loop army-flood-river-loop army-flood-sandbag
  army-mudslide-ambience-loop army-mudslide-diesel-loop army-mudslide-tug army-mudslide-cleared
  army-radio-chirp army-level-up army-confirm army-mission-complete
)
for stem in "${STEMS[@]}"; do
  encode "$stem"
done

report generate-army-sounds
