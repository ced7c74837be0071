#!/usr/bin/env bash
# Generates the Army chapters' interstitial videos (docs/game-design.md step 2) into
# army/public/video/: army-<chapter>-briefing.webm (VP9 + Opus) and .mp4 (H.264 + AAC, for
# Safari), 6 s each, portrait 360x640, each at most 300 KB.
#
# A briefing is a moving title card with no words in it: the chapter's title and its three
# caption lines are drawn by the page in the visitor's language (content/locales/*/army.json,
# "<chapter>.captions"), timed by THREE_LINE_BRIEFING in shared/src/chapter-kit/declaration/three-line-briefing.ts
# (0.2-2.1 s, 2.1-4.1 s, 4.1-6.1 s). The card's helpers, the sound bed and the encoder are in
# scripts/media/lib/briefing-kit.sh. Each card is a dark tactical map in the chapter's colour:
# - fire: embers rising through a red-orange glow, three fire markers pulsing;
# - flood: rain falling over slow blue swell bands, four gap markers along a levee line;
# - mudslide: a brown slope sliding down across contour lines, three debris markers.
# A scan line sweeps down once per caption; the sound bed is a radio squelch, a low drone, the
# chapter's ambience and a data beep at each caption change. Drawn by ffmpeg's lavfi sources
# and sox: nothing is downloaded; containers carry no metadata (-fflags +bitexact).
#
# Needs: bash, sox, ffmpeg with libvpx, libx264, libopus (apt-get install sox ffmpeg).
# Run:   bash army/media/generate-videos.sh
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/army/public/video"
BRANCH=army
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
# shellcheck source=../../scripts/media/lib/briefing-kit.sh
source "$ROOT/scripts/media/lib/briefing-kit.sh"

# --- fire: a red-orange glow from the bottom, flickering; three fire markers --------------
FIRE_GLOW="pow(Y/H,2.2)*(0.75+0.15*sin(T*13+X/9)*sin(T*7.3))+0.08*sin(X/14+Y/22+T)"
FIRE="0.55*$FIRE_GLOW+$(ring 60 190 0)+$(ring 120 150 2)+$(ring 95 240 4)"
video fire "$FIRE" 1.0 0.55 0.25 up 0.004
sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" brownnoise lowpass 500 vol 0.4
bed fire "$WORK/amb.wav"
encode fire

# --- flood: slow blue swell bands under falling rain; four gap markers on a levee line ---
FLOOD_SWELL="0.25+0.2*sin(Y/11-T*2.2+sin(X/23+T)*1.5)*$(ramp 100 300 Y)"
FLOOD_LEVEE="0.35*lt(abs(Y-150),1)"
FLOOD="$FLOOD_SWELL+$FLOOD_LEVEE+$(ring 30 150 0)+$(ring 70 150 1)+$(ring 110 150 2)+$(ring 150 150 3)"
video flood "$FLOOD" 0.55 0.8 1.0 down 0.003
sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" pinknoise highpass 900 vol 0.35
bed flood "$WORK/amb.wav"
encode flood

# --- mudslide: contour lines with a brown slope sliding across them; three debris markers -
MUD_CONTOURS="0.18*lt(abs(sin((X*0.6+Y)/9)),0.12)"
MUD_SLIDE="0.45*$(ramp 0 40 "(X*0.9+Y*0.5)-T*30+10*sin(Y/17)")*(1-$(ramp 90 160 "(X*0.9+Y*0.5)-T*30"))"
MUD="0.12+$MUD_CONTOURS+$MUD_SLIDE+$(ring 70 170 0)+$(ring 115 195 2)+$(ring 90 230 4)"
video mudslide "$MUD" 0.9 0.7 0.5 slide 0.002
sx -n -r "$RATE" -c 1 "$WORK/amb.wav" synth "$SECONDS_LONG" pinknoise bandpass 420 0.9q vol 0.45
bed mudslide "$WORK/amb.wav"
encode mudslide

report generate-army-videos
