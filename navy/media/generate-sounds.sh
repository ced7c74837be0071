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
# Ambience: the bridge at night: engines' low hum, ventilation, a sonar ping every 2 s, the sea (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/hum.wav" synth 9 sine 58 sine 116 lowpass 300 vol 0.35
sx -n -r "$RATE" -c 1 "$WORK/vent.wav" synth 9 pinknoise bandpass 700 0.8q vol 0.12
sx -n -r "$RATE" -c 1 "$WORK/sea.wav" synth 9 brownnoise lowpass 380 tremolo 0.125 50 vol 0.45
sx -n -r "$RATE" -c 1 "$WORK/ping1.wav" synth 1.2 sine 1480 fade q 0.005 1.2 1.15 vol 0.22
sx "$WORK/ping1.wav" "$WORK/ping-echo.wav" echo 0.8 0.7 260 0.35
sx "$WORK/ping-echo.wav" "$WORK/pings.wav" pad 0.5 0.3 repeat 3 trim 0 9
sx -m "$WORK/hum.wav" "$WORK/vent.wav" "$WORK/sea.wav" "$WORK/pings.wav" "$WORK/bridge-mix.wav" norm -15
seamless "$WORK/bridge-mix.wav" "$WORK/navy-bridge-ambience-loop.wav" 8

# A press that does not lock: a short radar sweep tick (0.18 s).
sx -n -r "$RATE" -c 1 "$WORK/navy-radar-tick.wav" synth 0.18 sine 660:520 lowpass 2000 fade q 0.003 0.18 0.12 norm -12

# A bearing locked: two rising electronic tones with a click (0.45 s).
sx -n -r "$RATE" -c 1 "$WORK/lock1.wav" synth 0.16 square 990 lowpass 3000 fade q 0.003 0.16 0.05
sx -n -r "$RATE" -c 1 "$WORK/lock2.wav" synth 0.28 square 1485 lowpass 3000 fade q 0.003 0.28 0.18 pad 0.15
sx -m "$WORK/lock1.wav" "$WORK/lock2.wav" "$WORK/navy-bearing-locked.wav" norm -11

# --- navy-cormorant (Rapid Response; the set's id is docs/product-rules.md's, the helicopter the ship's CH-148 Cyclone)
# Ambience: wind over the flight deck, the turbines' whine, the rotor's beat at about 4 Hz (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/deck-wind.wav" synth 9 pinknoise bandpass 450 0.7q tremolo 0.25 45 vol 0.5
sx -n -r "$RATE" -c 1 "$WORK/turbine.wav" synth 9 sine 2350 sine 3110 vol 0.05
sx -n -r "$RATE" -c 1 "$WORK/rotor.wav" synth 9 brownnoise lowpass 240 tremolo 4 90 vol 0.8
sx -m "$WORK/deck-wind.wav" "$WORK/turbine.wav" "$WORK/rotor.wav" "$WORK/cormorant-mix.wav" norm -14
seamless "$WORK/cormorant-mix.wav" "$WORK/navy-cormorant-ambience-loop.wav" 8

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
# Ambience: a heavy swell on the hull, wind, spray, the hull creaking (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/swell.wav" synth 9 brownnoise lowpass 420 tremolo 0.25 70 vol 0.8
sx -n -r "$RATE" -c 1 "$WORK/gale.wav" synth 9 pinknoise bandpass 800 0.6q tremolo 0.125 40 vol 0.35
impulses "$WORK/spray.wav" 9 0.0015 41 2500 9000
sx -n -r "$RATE" -c 1 "$WORK/creak.wav" synth 1.4 sawtooth 92:70 lowpass 500 tremolo 11 60 fade q 0.3 1.4 0.6 vol 0.2 pad 3 4.6
sx -m "$WORK/swell.wav" "$WORK/gale.wav" "$WORK/spray.wav" "$WORK/creak.wav" "$WORK/passenger-mix.wav" norm -14
seamless "$WORK/passenger-mix.wav" "$WORK/navy-passenger-ambience-loop.wav" 8

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
  navy-bridge-ambience-loop navy-radar-tick navy-bearing-locked
  navy-cormorant-ambience-loop navy-lashing-clunk navy-signal-loop
  navy-passenger-ambience-loop navy-throw navy-miss-splash navy-haul-in
  navy-radio-chirp navy-level-up navy-confirm navy-mission-complete
)
for stem in "${STEMS[@]}"; do
  encode "$stem"
done

report generate-navy-sounds
