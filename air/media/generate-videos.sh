#!/usr/bin/env bash
# Generates the Air Force chapters' briefing videos (docs/game-design.md step 2) into
# air/public/video/: air-<chapter>-briefing.webm (VP9 + Opus) and .mp4 (H.264 + AAC, for
# Safari), 6 s each, portrait 360x640, each at most 300 KB.
#
# A briefing is a moving card with no words in it: the chapter's title and its three caption
# lines are drawn by the page in the visitor's language (content/locales/*/air.json,
# "<chapter>.captions"), timed by THREE_LINE_BRIEFING (0.2-2.1 s, 2.1-4.1 s, 4.1-6.1 s). The
# card's helpers, the sound bed and the encoder are in scripts/media/lib/briefing-kit.sh. Each card is one
# of the North's colours:
# - stratosphere: the night sky over the curve of the Earth, three green aurora bands
#   rippling above it, each with its capture marker;
# - airdrop: a Hercules silhouette crossing over white arctic ground, three parachutes
#   coming down behind its open ramp, the drop-zone ring sliding under it;
# - received: snowy houses at dusk, windows lit, a parachute coming down with its crate.
#
# Needs: bash, sox, ffmpeg with libvpx, libx264, libopus (apt-get install sox ffmpeg).
# Run:   bash air/media/generate-videos.sh
# The files are committed; CI does not run this.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/air/public/video"
BRANCH=air
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
# shellcheck source=../../scripts/media/lib/briefing-kit.sh
source "$ROOT/scripts/media/lib/briefing-kit.sh"

# --- stratosphere: aurora bands rippling over the curve of the Earth; three capture markers
EARTH_R="hypot(X-90,Y-440)"
EARTH="lt($EARTH_R,180)"
EARTH_LIMB="0.6*exp(-pow(($EARTH_R-180)/1.6,2))+0.25*exp(-pow(($EARTH_R-186)/6,2))"
NIGHT="(0.03+0.07*$(ramp 0 250 Y))*(1-$EARTH)+0.04*$EARTH"
# An aurora band: a bright lower edge rippling around y0, rays fading upward, swelling along it.
aurora_band() {
  local y0="$1" phase="$2" gain="$3"
  local edge="($y0+9*sin(X/19+T*1.4+$phase)+4*sin(X/7-T*2.1+$phase))"
  local rays="(0.55+0.25*sin(X/2.7+T*2.6+$phase*3)+0.2*sin(X/4.9-T*1.7+$phase))"
  local swell="(0.55+0.45*sin(X/29+T*0.8+$phase))"
  echo "$gain*$swell*$rays*exp(-max($edge-Y,0)/14)*$(ramp "$edge+2" "$edge-1" Y)"
}
AURORA="($(aurora_band 90 0 0.85)+$(aurora_band 135 2 0.7)+$(aurora_band 180 4 0.55))*(1-$EARTH)"
STRATOSPHERE="$NIGHT+$EARTH_LIMB+$AURORA+$(ring 62 90 0)+$(ring 120 135 2)+$(ring 78 180 4)"
# Stars: the kit's slowest sheet, drifting as the aircraft turns.
video stratosphere "$STRATOSPHERE" 0.45 1.0 0.7 slide 0.001
sx -n -r "$RATE" -c 1 "$WORK/thin-wind.wav" synth "$SECONDS_LONG" pinknoise bandpass 2600 1.4q vol 0.3
sx -n -r "$RATE" -c 1 "$WORK/aurora-drone.wav" synth "$SECONDS_LONG" sine 220 tremolo 0.25 35 vol 0.3
sx -m "$WORK/thin-wind.wav" "$WORK/aurora-drone.wav" "$WORK/stratosphere-amb.wav"
bed stratosphere "$WORK/stratosphere-amb.wav"
encode stratosphere

# --- airdrop: a Hercules over white arctic ground, parachutes behind it, the drop-zone ring
GROUND_Y=225
DAY_SKY="(0.3+0.3*$(ramp 0 $GROUND_Y Y))*lt(Y,$GROUND_Y)"
ARCTIC="(0.8+0.05*sin(Y*0.9+X/23)*sin(X/11+Y/5)-0.12*$(ramp 245 $GROUND_Y Y))*gt(Y,$GROUND_Y-1)"
DROP_ZONE="lt(abs(hypot(X-112+T*9,(Y-268)*3)-(24+3*sin(2*PI*T*1.5))),1.6)*gt(Y,$GROUND_Y)"
# The Hercules in profile, flying right: U, V from the middle of its fuselage.
U="(X-(46+T*10))"
V="(Y-66)"
HULL="lt(pow($U/40,2)+pow($V/7.5,2),1)+lt(hypot($U-37,$V-1),6)*gt($U,34)"
WING="lt(abs($V+8),1.5)*lt(abs($U-4),20)+lt(abs($V+6.5),2.2)*(lt(abs($U-13),5)+lt(abs($U-1),5))"
PROPELLERS="0.55*lt(abs($V+6.5),6)*(lt(abs($U-19),0.7)+lt(abs($U-7),0.7))"
TAIL="gt($U,-46)*lt($U,-30)*lt($V,-4)*gt($V,-28+($U+46)*1.5)+lt(abs($V+4),1.3)*gt($U,-50)*lt($U,-34)"
OPEN_RAMP="lt(abs($V-5-(-30-$U)*0.45),1.1)*gt($U,-42)*lt($U,-30)"
HERCULES="$HULL+$WING+$PROPELLERS+$TAIL+$OPEN_RAMP"
# A cargo parachute at (cx, cy): the canopy, two lines, the crate below.
parachute() {
  local cx="$1" cy="$2"
  echo "lt(hypot((X-$cx)/9,(Y-$cy)/6),1)*lt(Y,$cy+1)+lt(abs(abs(X-$cx)-9*(1-(Y-$cy)/13)),0.6)*gt(Y,$cy)*lt(Y,$cy+12)+lt(abs(X-$cx),3)*lt(abs(Y-$cy-15),3)"
}
PARACHUTES="$(parachute "(14+T*3)" "(150+T*9)")+$(parachute "(36+T*3)" "(118+T*9)")+$(parachute "(58+T*3)" "(88+T*9)")"
AIRDROP="($DAY_SKY+$ARCTIC)*(1-0.85*clip($HERCULES+$PARACHUTES,0,1))-0.45*$DROP_ZONE"
# Snow flurries: the kit's `up` sheet, whose dots drift down the frame.
video airdrop "$AIRDROP" 0.82 0.9 1.0 up 0.002
sx -n -r "$RATE" -c 4 "$WORK/props4.wav" synth "$SECONDS_LONG" sawtooth 68 sawtooth 68.5 sawtooth 69.25 sawtooth 67.75
sx "$WORK/props4.wav" -c 1 "$WORK/props.wav" remix 1v0.3,2v0.3,3v0.25,4v0.25 lowpass 320 vol 0.6
sx -n -r "$RATE" -c 1 "$WORK/ramp-rush.wav" synth "$SECONDS_LONG" pinknoise bandpass 1100 0.6q vol 0.35
sx -m "$WORK/props.wav" "$WORK/ramp-rush.wav" "$WORK/airdrop-amb.wav"
bed airdrop "$WORK/airdrop-amb.wav"
encode airdrop

# --- received: snowy houses at dusk, a parachute coming down with its crate --------------
STREET_Y=250
DUSK="(0.12+0.45*pow($(ramp 20 $STREET_Y Y),1.6))*lt(Y,$STREET_Y)"
SNOWY_GROUND="(0.72-0.1*$(ramp $STREET_Y 320 Y)+0.04*sin(X/13+Y/4))*gt(Y,$STREET_Y-1)"
# A house from x0, w wide, its walls h high under a roof rh high: body, snow on the roof, a lit window.
roof_line() { echo "($STREET_Y-$3-$4+abs(X-($1+$2/2))*2*$4/($2+6))"; }
house_body() { echo "(gt(X,$1)*lt(X,$1+$2)*gt(Y,$STREET_Y-$3)*lt(Y,$STREET_Y+1)+lt(Y,$STREET_Y-$3+1)*gt(Y,$(roof_line "$@")))"; }
roof_snow() { echo "lt(abs(Y-$(roof_line "$@")),1.3)*lt(abs(X-($1+$2/2)),$2/2+3)"; }
lit_window() { echo "lt(abs(X-($1+$2*0.32)),2.4)*lt(abs(Y-($STREET_Y-$3*0.55)),2.4)"; }
HOUSES=("8 34 22 12" "58 28 18 10" "100 40 26 14" "150 26 16 9")
BODIES=0 SNOW_ON_ROOFS=0 WINDOWS=0
for house in "${HOUSES[@]}"; do
  # shellcheck disable=SC2086 # the four numbers of a house are its arguments
  BODIES="$BODIES+$(house_body $house)" SNOW_ON_ROOFS="$SNOW_ON_ROOFS+$(roof_snow $house)" WINDOWS="$WINDOWS+$(lit_window $house)"
done
CX="(96+7*sin(T*0.9))"
CY="(40+T*22)"
CANOPY="lt(hypot((X-$CX)/17,(Y-$CY)/11),1)*lt(Y,$CY+1)*(0.8+0.2*sin((X-$CX)/2.2))"
RIGGING="lt(abs(abs(X-$CX)-17*(1-(Y-$CY)/24)),0.6)*gt(Y,$CY)*lt(Y,$CY+22)"
CRATE="lt(abs(X-$CX),5)*lt(abs(Y-$CY-27),5)"
LANDING="lt(abs(hypot(X-96,(Y-284)*3)-(16+2*sin(2*PI*T*1.5))),1.4)"
RECEIVED="($DUSK+$SNOWY_GROUND)*(1-0.88*clip($BODIES,0,1))+0.75*clip($SNOW_ON_ROOFS,0,1)+0.85*($WINDOWS)+0.75*$CANOPY+0.5*$RIGGING+0.6*$CRATE-0.35*$LANDING"
# Falling snow: the kit's `up` sheet, as for the airdrop.
video received "$RECEIVED" 0.78 0.72 1.0 up 0.003
sx -n -r "$RATE" -c 1 "$WORK/snow-wind.wav" synth "$SECONDS_LONG" pinknoise bandpass 380 0.8q tremolo 0.25 60 vol 0.5
sx -n -r "$RATE" -c 1 "$WORK/wind-whistle.wav" synth "$SECONDS_LONG" whitenoise bandpass 1100 8q vol 0.3
sx -m "$WORK/snow-wind.wav" "$WORK/wind-whistle.wav" "$WORK/received-amb.wav"
bed received "$WORK/received-amb.wav"
encode received

report generate-air-videos
