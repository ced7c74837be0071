#!/usr/bin/env bash
# Generates the Navy chapters' briefing videos (docs/game-design.md step 2) into
# navy/public/video/: navy-<chapter>-briefing.webm (VP9 + Opus) and .mp4 (H.264 + AAC, for
# Safari), 6 s each, portrait 360x640, each at most 300 KB.
#
# A briefing is a moving card with no words in it: the chapter's title and its three caption
# lines are drawn by the page in the visitor's language (content/locales/*/navy.json,
# "<chapter>.captions"), timed by THREE_LINE_BRIEFING (0.2-2.1 s, 2.1-4.1 s, 4.1-6.1 s). The
# card's helpers, the sound bed and the encoder are in scripts/media/lib/briefing-kit.sh. Each card is in the
# Navy's night-sea colours:
# - distress: a radar scope, its sweep going round, three signal blips pulsing;
# - response: the ship's CH-148 Cyclone seen from above at dusk, its four blades turning over
#   the deck, a sponson each side of the cabin (the set keeps its id, navy-cormorant, from docs/product-rules.md §9);
# - overboard: the swell rolling in, a person in the water and the aim marker sweeping across.
#
# Needs: bash, sox, ffmpeg with libvpx, libx264, libopus (apt-get install sox ffmpeg).
# Run:   bash navy/media/generate-videos.sh
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/navy/public/video"
BRANCH=navy
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
# shellcheck source=../../scripts/media/lib/briefing-kit.sh
source "$ROOT/scripts/media/lib/briefing-kit.sh"

# --- distress: a radar scope with its sweep going round; three signal blips -------------
SCOPE_R="hypot(X-90,Y-165)"
SCOPE_SWEEP="0.55*exp(-2*mod(atan2(Y-165,X-90)+PI-mod(T*2.2,2*PI)+2*PI,2*PI))*lt($SCOPE_R,80)"
SCOPE_RINGS="0.22*lt(abs($SCOPE_R-27),0.8)+0.22*lt(abs($SCOPE_R-54),0.8)+0.35*lt(abs($SCOPE_R-80),1)+0.15*lt(abs(X-90),0.6)*lt($SCOPE_R,80)"
DISTRESS="0.06+$SCOPE_SWEEP+$SCOPE_RINGS+$(ring 62 140 0)+$(ring 128 150 2)+$(ring 104 222 4)"
video distress "$DISTRESS" 0.35 1.0 0.75 slide 0.0015
sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" sine 1480 tremolo 0.5 95 vol 0.12
sx -n -r "$RATE" -c 1 "$WORK/sea.wav" synth "$SECONDS_LONG" brownnoise lowpass 380 vol 0.4
sx -m "$WORK/amb.wav" "$WORK/sea.wav" "$WORK/distress-amb.wav"
bed distress "$WORK/distress-amb.wav"
encode distress

# --- response: the CH-148 Cyclone from above at dusk, four blades turning over the deck ----
ROTOR_R="hypot(X-90,Y-150)"
# sin(2*angle) is zero every 90 degrees: four blades (a whole number, so no seam where atan2 wraps).
ROTOR="0.4*lt(abs(sin((atan2(Y-150,X-90)-T*7)*2)),0.07)*lt($ROTOR_R,72)+0.08*lt($ROTOR_R,72)"
FUSELAGE="0.5*lt(abs(X-90),11)*lt(abs(Y-160),34)+0.45*lt(abs(abs(X-90)-14),3)*lt(abs(Y-166),9)+0.4*lt(abs(X-90),3)*gt(Y,190)*lt(Y,245)+0.35*lt(abs(X-84),7)*lt(abs(Y-243),1.5)"
DECK_LINES="0.25*lt(abs(Y-262),1)+0.2*lt(abs(hypot(X-90,Y-160)-84),0.8)"
DUSK="0.25*$(ramp 120 320 Y)"
RESPONSE="$DUSK+$DECK_LINES+$FUSELAGE+$ROTOR+$(ring 66 185 0)+$(ring 90 118 2)+$(ring 90 290 4)"
video response "$RESPONSE" 1.0 0.72 0.5 up 0.0015
sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" brownnoise lowpass 240 tremolo 4 90 vol 0.6
bed response "$WORK/amb.wav"
encode response

# --- overboard: the swell rolling in, a person in the water, the aim marker sweeping -----
SWELL="0.2+0.18*sin(Y/9-T*2.6+sin(X/19+T*0.7)*2)*$(ramp 40 320 Y)"
PERSON="0.9*lt(hypot(X-95,Y-190+3*sin(T*2.6)),4)+$(ring 95 190 0)"
MARKER="0.5*exp(-pow((X-mod(T*46,180))/2.5,2))*lt(abs(Y-190),18)"
OVERBOARD="$SWELL+$PERSON+$MARKER"
video overboard "$OVERBOARD" 0.6 0.78 1.0 down 0.002
sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" brownnoise lowpass 420 tremolo 0.25 70 vol 0.6
bed overboard "$WORK/amb.wav"
encode overboard

report generate-navy-videos
