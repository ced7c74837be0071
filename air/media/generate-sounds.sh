#!/usr/bin/env bash
# Generates the Air Force remote's sounds (sets air-force-aurora, hercules, pack-drop of
# docs/product-rules.md §9) into air/public/sounds/: each stem as <stem>.webm (Opus) and
# <stem>.mp3 (Safari). The stems are the `filename`s of air/src/sounds/air-sounds.ts
# (AIR_SOUND_STEMS). The helpers, the shared cues and the encoder are in scripts/media/lib/sound-kit.sh.
# Stratosphere loads air-force-aurora; Airborne loads hercules (the aircraft) and pack-drop
# (the packages); Care Package Received loads pack-drop.
#
# Needs: bash, sox (14.4) and ffmpeg with libopus and libmp3lame (apt-get install sox ffmpeg).
# Run:   bash air/media/generate-sounds.sh
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/air/public/sounds"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
# shellcheck source=../../scripts/media/lib/sound-kit.sh
source "$ROOT/scripts/media/lib/sound-kit.sh"

# --- air-force-aurora (Stratosphere) ----------------------------------------------------
# Ambience, all round: the cabin at night: the aircraft's low hum and the avionics' fans, under a
# soft shimmering drone for the aurora (A3, E4, A4 slowly swelling in turn, through a chorus) (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/cabin-hum.wav" synth 9 sine 96 sine 192 lowpass 400 tremolo 0.25 10 vol 0.4
sx -n -r "$RATE" -c 1 "$WORK/fans.wav" synth 9 pinknoise bandpass 900 1q vol 0.08
sx -n -r "$RATE" -c 3 "$WORK/drone3.wav" synth 9 sine 220 sine 329.63 sine 440
sx "$WORK/drone3.wav" -c 1 "$WORK/drone.wav" remix 1v0.45,2v0.3,3v0.2 tremolo 0.25 35 chorus 0.6 0.9 55 0.4 0.25 2 -t vol 0.35
sx -n -r "$RATE" -c 1 "$WORK/shimmer.wav" synth 9 sine 1760 tremolo 0.375 90 tremolo 5 30 vol 0.05
sx -m "$WORK/cabin-hum.wav" "$WORK/fans.wav" "$WORK/drone.wav" "$WORK/shimmer.wav" "$WORK/aurora-mix.wav" norm "$BED_NORM"
bed_loop "$WORK/aurora-mix.wav" "$WORK/air-aurora-ambience-loop.wav" 8 "$BED_LUFS"

# Placed ahead, on the glazing: the thin high airflow over the canopy (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/thin-wind.wav" synth 7 pinknoise bandpass 2600 1.4q tremolo 0.167 60 vol 0.4
sx -n -r "$RATE" -c 1 "$WORK/air-hiss.wav" synth 7 pinknoise highpass 5000 vol 0.1
sx -m "$WORK/thin-wind.wav" "$WORK/air-hiss.wav" "$WORK/airflow-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/airflow-mix.wav" "$WORK/air-aurora-airflow-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# A press that does not capture: a short, high scan tick (0.12 s).
sx -n -r "$RATE" -c 1 "$WORK/air-scan-tick.wav" synth 0.12 sine 2200:1700 highpass 800 fade q 0.002 0.12 0.1 norm -13

# A band captured: a bright, airy chime (G6 C7 E7 rolled upward) over a breath of air (1.4 s).
sx -n -r "$RATE" -c 1 "$WORK/chime1.wav" synth 1.2 sine 1568 fade q 0.004 1.2 1.1
sx -n -r "$RATE" -c 1 "$WORK/chime2.wav" synth 1.2 sine 2093 fade q 0.004 1.2 1.1 vol 0.8 pad 0.07
sx -n -r "$RATE" -c 1 "$WORK/chime3.wav" synth 1.2 sine 2637 fade q 0.004 1.2 1.1 vol 0.6 pad 0.14
sx -n -r "$RATE" -c 1 "$WORK/breath.wav" synth 0.7 pinknoise highpass 4000 fade t 0.05 0.7 0.55 vol 0.25
sx -m "$WORK/chime1.wav" "$WORK/chime2.wav" "$WORK/chime3.wav" "$WORK/breath.wav" "$WORK/captured-raw.wav"
sx "$WORK/captured-raw.wav" "$WORK/air-aurora-captured.wav" reverb 30 50 60 norm -10 trim 0 1.4

# --- hercules (Airborne: the aircraft) --------------------------------------------------
# Ambience, all round: inside a Hercules: four turboprops a little out of step (their beats
# repeat every 4 s), the turbines' whine, the airframe's rumble (8 s loop).
sx -n -r "$RATE" -c 4 "$WORK/props4.wav" synth 9 sawtooth 68 sawtooth 68.5 sawtooth 69.25 sawtooth 67.75
sx "$WORK/props4.wav" -c 1 "$WORK/props.wav" remix 1v0.3,2v0.3,3v0.25,4v0.25 lowpass 320 lowpass 320 vol 0.9
sx -n -r "$RATE" -c 2 "$WORK/whine2.wav" synth 9 sine 2950 sine 3420
sx "$WORK/whine2.wav" -c 1 "$WORK/whine.wav" remix 1v0.5,2v0.4 vol 0.05
sx -n -r "$RATE" -c 1 "$WORK/rumble.wav" synth 9 brownnoise lowpass 500 vol 0.5
sx -m "$WORK/props.wav" "$WORK/whine.wav" "$WORK/rumble.wav" "$WORK/hercules-mix.wav" norm "$BED_NORM"
bed_loop "$WORK/hercules-mix.wav" "$WORK/air-hercules-ambience-loop.wav" 8 "$BED_LUFS"

# Placed at the open ramp: the wind roaring through it, buffeting (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/rush.wav" synth 7 pinknoise bandpass 900 0.5q tremolo 0.333 40 vol 0.6
sx -n -r "$RATE" -c 1 "$WORK/buffet.wav" synth 7 brownnoise lowpass 260 tremolo 3 50 vol 0.5
sx -m "$WORK/rush.wav" "$WORK/buffet.wav" "$WORK/ramp-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/ramp-mix.wav" "$WORK/air-hercules-ramp-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# Too early: the loadmaster's warning, two short falling buzzes (0.4 s).
sx -n -r "$RATE" -c 1 "$WORK/buzz1.wav" synth 0.14 square 196 lowpass 1400 fade q 0.005 0.14 0.02
sx -n -r "$RATE" -c 1 "$WORK/buzz2.wav" synth 0.18 square 165 lowpass 1400 fade q 0.005 0.18 0.05 pad 0.2
sx -m "$WORK/buzz1.wav" "$WORK/buzz2.wav" "$WORK/air-too-early.wav" norm -12

# --- pack-drop (Airborne: the packages; Care Package Received) --------------------------
# A good release: the restraint lets go with a metal clunk, the package rumbles out over the
# ramp's rollers (1.2 s).
sx -n -r "$RATE" -c 1 "$WORK/latch.wav" synth 0.012 whitenoise bandpass 3000 1q fade q 0.0005 0.012 0.01 vol 0.6
sx -n -r "$RATE" -c 1 "$WORK/release-body.wav" synth 0.35 sine 160:95 fade q 0.002 0.35 0.3
sx -n -r "$RATE" -c 1 "$WORK/release-ring.wav" synth 0.25 sine 620 sine 1340 fade q 0.001 0.25 0.24 vol 0.25
sx -n -r "$RATE" -c 1 "$WORK/rollers.wav" synth 1.1 brownnoise lowpass 260 tremolo 24 80 fade q 0.05 1.1 0.6 vol 0.9 pad 0.1
sx -m "$WORK/latch.wav" "$WORK/release-body.wav" "$WORK/release-ring.wav" "$WORK/rollers.wav" "$WORK/air-release-clunk.wav" norm -8

# The parachute opens: air rushing up, the canopy's snap and a thump, its fabric fluttering (1.4 s).
sx -n -r "$RATE" -c 1 "$WORK/rush-up.wav" synth 0.5 pinknoise bandpass 900 0.8q fade t 0.45 0.5 0.05
sx -n -r "$RATE" -c 1 "$WORK/snap.wav" synth 0.25 brownnoise lowpass 700 fade q 0.003 0.25 0.22 pad 0.45
sx -n -r "$RATE" -c 1 "$WORK/canopy.wav" synth 0.3 sine 90:55 fade q 0.003 0.3 0.27 vol 0.8 pad 0.45
sx -n -r "$RATE" -c 1 "$WORK/flutter.wav" synth 0.9 pinknoise bandpass 500 1q tremolo 14 60 fade q 0.05 0.9 0.8 vol 0.5 pad 0.5
sx -m "$WORK/rush-up.wav" "$WORK/snap.wav" "$WORK/canopy.wav" "$WORK/flutter.wav" "$WORK/air-chute-open.wav" norm -8

# Ambience, all round: Arctic wind over the snow with a thin whistle, fine snow hiss, and a dog
# barking twice far off (8 s loop).
sx -n -r "$RATE" -c 1 "$WORK/snow-wind.wav" synth 9 pinknoise bandpass 380 0.8q tremolo 0.125 60 vol 0.6
sx -n -r "$RATE" -c 1 "$WORK/whistle.wav" synth 9 whitenoise bandpass 1100 8q tremolo 0.25 70 vol 0.4
sx -n -r "$RATE" -c 1 "$WORK/snow-hiss.wav" synth 9 pinknoise highpass 3000 vol 0.08
sx -n -r "$RATE" -c 1 "$WORK/bark.wav" synth 0.14 sawtooth 520:330 bandpass 800 1q fade q 0.01 0.14 0.1
sx "$WORK/bark.wav" "$WORK/bark2.wav" pad 0 0.22 repeat 1
sx "$WORK/bark2.wav" "$WORK/dog.wav" lowpass 1600 reverb 60 50 90 vol 0.12 pad 3.2 trim 0 9
sx -m "$WORK/snow-wind.wav" "$WORK/whistle.wav" "$WORK/snow-hiss.wav" "$WORK/dog.wav" "$WORK/received-mix.wav" norm "$BED_NORM"
bed_loop "$WORK/received-mix.wav" "$WORK/air-received-ambience-loop.wav" 8 "$BED_LUFS"

# Placed at the houses: the community's diesel generator humming, a snowmobile far off passing (6 s loop).
sx -n -r "$RATE" -c 1 "$WORK/generator.wav" synth 7 sawtooth 60 sine 120 lowpass 300 tremolo 10 15 vol 0.5
sx -n -r "$RATE" -c 1 "$WORK/snowmobile.wav" synth 3 sawtooth 110:140 bandpass 700 1q fade q 1.2 3 1.4 vol 0.15 pad 2 2
sx -m "$WORK/generator.wav" "$WORK/snowmobile.wav" "$WORK/village-mix.wav" norm "$LAYER_NORM"
bed_loop "$WORK/village-mix.wav" "$WORK/air-received-village-loop.wav" "$LAYER_SECONDS" "$LAYER_LUFS"

# The package opened: a strap buckle clicks free, the lid creaks up and knocks open (0.65 s).
sx -n -r "$RATE" -c 1 "$WORK/buckle.wav" synth 0.01 whitenoise bandpass 3200 1q fade q 0.0005 0.01 0.008 vol 0.7
sx -n -r "$RATE" -c 1 "$WORK/buckle2.wav" synth 0.01 whitenoise bandpass 4200 1q fade q 0.0005 0.01 0.008 vol 0.5 pad 0.06
sx -n -r "$RATE" -c 1 "$WORK/lid-creak.wav" synth 0.35 sawtooth 260:190 lowpass 900 tremolo 28 60 fade q 0.05 0.35 0.15 vol 0.35 pad 0.12
sx -n -r "$RATE" -c 1 "$WORK/lid-knock.wav" synth 0.15 sine 210:150 fade q 0.002 0.15 0.13 pad 0.48
sx -m "$WORK/buckle.wav" "$WORK/buckle2.wav" "$WORK/lid-creak.wav" "$WORK/lid-knock.wav" "$WORK/air-crate-open.wav" norm -9

# A supply handed out: a warm, soft two-note confirm (G4 then C5, rounded) (0.8 s).
sx -n -r "$RATE" -c 2 "$WORK/warm1-2.wav" synth 0.35 triangle 392 sine 196 fade q 0.012 0.35 0.2
sx "$WORK/warm1-2.wav" -c 1 "$WORK/warm1.wav" remix 1v0.7,2v0.3
sx -n -r "$RATE" -c 2 "$WORK/warm2-2.wav" synth 0.62 triangle 523.25 sine 261.63 fade q 0.012 0.62 0.5
sx "$WORK/warm2-2.wav" -c 1 "$WORK/warm2.wav" remix 1v0.7,2v0.3 pad 0.16
sx -m "$WORK/warm1.wav" "$WORK/warm2.wav" "$WORK/warm-raw.wav"
sx "$WORK/warm-raw.wav" "$WORK/air-handed-out.wav" lowpass 1800 norm -10

# --- shared cues -----------------------------------------------------------------------
cue_radio_chirp "$WORK/air-radio-chirp.wav"
cue_level_up "$WORK/air-level-up.wav"
cue_mission_complete "$WORK/air-mission-complete.wav"

STEMS=(
  air-aurora-ambience-loop air-aurora-airflow-loop air-scan-tick air-aurora-captured
  air-hercules-ambience-loop air-hercules-ramp-loop air-too-early
  air-release-clunk air-chute-open
  air-received-ambience-loop air-received-village-loop air-crate-open air-handed-out
  air-radio-chirp air-level-up air-mission-complete
)
for stem in "${STEMS[@]}"; do
  encode "$stem"
done

report generate-air-sounds
