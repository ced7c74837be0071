#!/usr/bin/env bash
# Generates the Navy remote's sounds (sets navy-bridge, navy-cormorant, navy-passenger of
# docs/product-rules.md §9) into navy/public/sounds/: each stem as <stem>.webm (Opus) and
# <stem>.mp3 (Safari). The stems are the `filename`s of navy/src/sounds/navy-sounds.ts
# (NAVY_SOUND_STEMS). The helpers, the shared cues and the encoder are in scripts/media/lib/sound-kit.sh.
#
# Needs: bash, sox (14.4) and ffmpeg with libopus and libmp3lame (apt-get install sox ffmpeg).
# Run:   bash navy/media/generate-sounds.sh
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/navy/public/sounds"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
# shellcheck source=../../scripts/media/lib/sound-kit.sh
source "$ROOT/scripts/media/lib/sound-kit.sh"

# --- navy-bridge (Distress Signal) ------------------------------------------------------
# Ambience, all round: the ship's hum through the bridge (engines far below, ventilation) (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/hum.wav" synth 9 sine 58 sine 116 lowpass 300 vol 0.45
sx -n -r "$RATE" -c 1 "$WORK/vent.wav" synth 9 pinknoise bandpass 700 0.8q vol 0.15
sx -m "$WORK/hum.wav" "$WORK/vent.wav" "$WORK/bridge-mix.wav" norm "$BED_NORM"
bed_loop "$WORK/bridge-mix.wav" "$WORK/navy-bridge-ambience-loop.wav" 8 "$BED_LUFS"

# Placed ahead, below the windows: the sea and the bow wash in a slow swell (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/sea.wav" synth 7 brownnoise lowpass 420 tremolo 0.333 55 vol 0.7
sx -n -r "$RATE" -c 1 "$WORK/wash.wav" synth 7 pinknoise bandpass 1100 0.8q tremolo 0.333 60 vol 0.25
sx -m "$WORK/sea.wav" "$WORK/wash.wav" "$WORK/bow-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/bow-mix.wav" "$WORK/navy-bridge-sea-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# Placed at the communicator's console: radio static through a voice band, crackling (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/hiss.wav" synth 7 whitenoise bandpass 1700 1.2q tremolo 0.5 30 vol 0.4
impulses "$WORK/radio-crackle.wav" 7 0.0004 51 1200 4000
sx -m "$WORK/hiss.wav" "$WORK/radio-crackle.wav" "$WORK/static-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/static-mix.wav" "$WORK/navy-bridge-static-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# A press that does not lock: a short radar sweep tick (0.18 s).
sx -n -r "$RATE" -c 1 "$WORK/navy-radar-tick.wav" synth 0.18 sine 660:520 lowpass 2000 fade q 0.003 0.18 0.12 norm -12

# A bearing locked: two rising electronic tones with a click (0.45 s).
sx -n -r "$RATE" -c 1 "$WORK/lock1.wav" synth 0.16 square 990 lowpass 3000 fade q 0.003 0.16 0.05
sx -n -r "$RATE" -c 1 "$WORK/lock2.wav" synth 0.28 square 1485 lowpass 3000 fade q 0.003 0.28 0.18 pad 0.15
sx -m "$WORK/lock1.wav" "$WORK/lock2.wav" "$WORK/navy-bearing-locked.wav" norm -11

# --- navy-cormorant (Rapid Response; the set's id is docs/product-rules.md's, the helicopter the ship's CH-148 Cyclone)
# Ambience, all round: wind over the flight deck and the sea along the side (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/deck-wind.wav" synth 9 pinknoise bandpass 450 0.7q tremolo 0.25 45 vol 0.5
sx -n -r "$RATE" -c 1 "$WORK/deck-sea.wav" synth 9 brownnoise lowpass 400 tremolo 0.125 50 vol 0.5
sx -m "$WORK/deck-wind.wav" "$WORK/deck-sea.wav" "$WORK/cormorant-mix.wav" norm "$BED_NORM"
bed_loop "$WORK/cormorant-mix.wav" "$WORK/navy-cormorant-ambience-loop.wav" 8 "$BED_LUFS"

# Placed at the Cyclone: the turbines' whine over the rotor's beat at about 4 Hz (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/turbine.wav" synth 7 sine 2350 sine 3110 vol 0.06
sx -n -r "$RATE" -c 1 "$WORK/rotor.wav" synth 7 brownnoise lowpass 240 tremolo 4 90 vol 0.8
sx -m "$WORK/turbine.wav" "$WORK/rotor.wav" "$WORK/cyclone-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/cyclone-mix.wav" "$WORK/navy-cormorant-cyclone-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# A tie-down lashing taken off: the hollow metal clunk of its hook (0.4 s).
sx -n -r "$RATE" -c 1 "$WORK/clunk-body.wav" synth 0.4 sine 180:120 fade q 0.002 0.4 0.36
sx -n -r "$RATE" -c 1 "$WORK/clunk-ring.wav" synth 0.3 sine 860 sine 1290 fade q 0.001 0.3 0.28 vol 0.3
sx -m "$WORK/clunk-body.wav" "$WORK/clunk-ring.wav" "$WORK/navy-lashing-clunk.wav" norm -8

# The launch signal held: the deck's whistle-like tone over the rotor wash (2 s loop).
sx -n -r "$RATE" -c 1 "$WORK/whistle.wav" synth 3 sine 2100 tremolo 6 20 vol 0.25
sx -n -r "$RATE" -c 1 "$WORK/wash.wav" synth 3 pinknoise lowpass 1200 vol 0.3
sx -m "$WORK/whistle.wav" "$WORK/wash.wav" "$WORK/signal-mix.wav" norm -14
seamless "$WORK/signal-mix.wav" "$WORK/navy-signal-loop.wav" 2

# --- navy-passenger (Overboard) ---------------------------------------------------------
# Ambience, all round: the sea swell and the wind, spray on it (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/swell.wav" synth 9 brownnoise lowpass 380 tremolo 0.125 60 vol 0.6
sx -n -r "$RATE" -c 1 "$WORK/gale.wav" synth 9 pinknoise bandpass 800 0.6q tremolo 0.125 40 vol 0.35
impulses "$WORK/spray.wav" 9 0.0015 41 2500 9000
sx -m "$WORK/swell.wav" "$WORK/gale.wav" "$WORK/spray.wav" "$WORK/passenger-mix.wav" norm "$BED_NORM"
bed_loop "$WORK/passenger-mix.wav" "$WORK/navy-passenger-ambience-loop.wav" 8 "$BED_LUFS"

# Placed over the side, towards the person in the water: waves slapping the hull, a creak (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/slap.wav" synth 7 brownnoise lowpass 700 tremolo 0.5 85 vol 0.8
sx -n -r "$RATE" -c 1 "$WORK/creak.wav" synth 1.4 sawtooth 92:70 lowpass 500 tremolo 11 60 fade q 0.3 1.4 0.6 vol 0.2 pad 2.5 3.1
sx -m "$WORK/slap.wav" "$WORK/creak.wav" "$WORK/hull-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/hull-mix.wav" "$WORK/navy-passenger-hull-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# Placed aft: the ship's engines, a low diesel throb (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/engines.wav" synth 7 sawtooth 42 sawtooth 42.5 lowpass 220 vol 0.5
sx -n -r "$RATE" -c 1 "$WORK/engine-room.wav" synth 7 brownnoise bandpass 300 1q vol 0.2
sx -m "$WORK/engines.wav" "$WORK/engine-room.wav" "$WORK/engines-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/engines-mix.wav" "$WORK/navy-passenger-engines-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# A good throw: a whoosh through the air and a splash (1.1 s).
sx -n -r "$RATE" -c 1 "$WORK/whoosh.wav" synth 0.8 pinknoise bandpass 1600 1q tremolo 1.2 60 fade q 0.3 0.8 0.3 vol 0.6
sx -n -r "$RATE" -c 1 "$WORK/splash.wav" synth 0.5 whitenoise lowpass 3500 fade q 0.005 0.5 0.45 pad 0.6
sx -m "$WORK/whoosh.wav" "$WORK/splash.wav" "$WORK/navy-throw.wav" norm -8

# A miss: the buoy lands wide, a flatter splash off to the side (0.6 s).
sx -n -r "$RATE" -c 1 "$WORK/navy-miss-splash.wav" synth 0.6 brownnoise lowpass 1400 fade q 0.004 0.6 0.55 norm -11

# The person hauled in: the line creaking under strain, then a confirm ping (1.2 s).
sx -n -r "$RATE" -c 1 "$WORK/strain.wav" synth 0.8 sawtooth 140:190 lowpass 700 tremolo 16 50 fade q 0.1 0.8 0.3 vol 0.5
cue_confirm "$WORK/haul-confirm.wav"
sx "$WORK/haul-confirm.wav" "$WORK/haul-confirm-late.wav" pad 0.8
sx -m "$WORK/strain.wav" "$WORK/haul-confirm-late.wav" "$WORK/navy-haul-in.wav" norm -9

# --- shared cues -----------------------------------------------------------------------
cue_radio_chirp "$WORK/navy-radio-chirp.wav"
cue_level_up "$WORK/navy-level-up.wav"
cue_confirm "$WORK/navy-confirm.wav"
cue_mission_complete "$WORK/navy-mission-complete.wav"

STEMS=(
  navy-bridge-ambience-loop navy-bridge-sea-loop navy-bridge-static-loop navy-radar-tick navy-bearing-locked
  navy-cormorant-ambience-loop navy-cormorant-cyclone-loop navy-lashing-clunk navy-signal-loop
  navy-passenger-ambience-loop navy-passenger-hull-loop navy-passenger-engines-loop navy-throw navy-miss-splash navy-haul-in
  navy-radio-chirp navy-level-up navy-confirm navy-mission-complete
)
for stem in "${STEMS[@]}"; do
  encode "$stem"
done

report generate-navy-sounds
