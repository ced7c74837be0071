# shellcheck shell=bash
# The briefing kit every branch's video generator sources (<branch>/media/generate-videos.sh):
# a briefing is a 6 s portrait card (360x640) with no words in it, drawn by ffmpeg's lavfi
# sources (the page draws the title and the captions in the visitor's language), over a sound
# bed made with sox; encoded as VP9 + Opus (.webm) and H.264 + AAC (.mp4, for Safari), each at
# most 300 KB, with no metadata (-fflags +bitexact). Sourced, not run: the caller sets ROOT,
# OUT, BRANCH and WORK (a temporary folder it removes) before sourcing.

MAX_BYTES=307200
SECONDS_LONG=6
FPS=24
# Drawn at half size (geq is slow), scaled up: the card is soft glow and dots anyway.
W=180
H=320
OUT_W=360
OUT_H=640
RATE=48000

for tool in sox ffmpeg; do
  command -v "$tool" >/dev/null || { echo "briefing-kit: $tool is required (apt-get install sox ffmpeg)" >&2; exit 1; }
done

sx() { sox -R -V1 "$@"; }
ff() { ffmpeg -nostdin -hide_banner -loglevel error -y "$@"; }

# A marker ring of radius ~6 px pulsing at (cx, cy); 1 on the ring, 0 elsewhere.
ring() { echo "lt(abs(hypot(X-$1,Y-$2)-(6+2*sin(2*PI*T*1.5+$3))),1.1)"; }

# A linear ramp from 0 at a to 1 at b (ffmpeg's expressions have no smoothstep).
ramp() { echo "clip((($3)-($1))/(($2)-($1)),0,1)"; }

# The scan line: a soft bright band sweeping down once per caption (every 2 s).
SCAN="0.35*exp(-pow((Y-mod(T,2)/2*H)/3,2))"
VIGNETTE="(1-0.7*hypot((X-W/2)/W,(Y-H/2)/H))"
FADE="fade=t=in:st=0:d=0.5,fade=t=out:st=5.4:d=0.6"

# video <chapter> <luma expression> <r gain> <g gain> <b gain> <dots: up|down|slide> <dot density>
video() {
  local chapter="$1" luma="$2" rr="$3" gg="$4" bb="$5" motion="$6" density="$7"
  local crop
  case "$motion" in
    up) crop="crop=$W:$H:0:'$H*2-t*60'" ;;
    down) crop="crop=$W:$H:0:'t*220'" ;;
    slide) crop="crop=$W:$H:'t*18':'t*40'" ;;
  esac
  # A tall sheet of random dots (embers, drops, grit), scrolled through the frame.
  ff -f lavfi -i "nullsrc=s=$((W * 2))x$((H * 5)):d=1,format=gray,geq=lum='255*gt(random(7),1-$density)'" -frames:v 1 "$WORK/dots-$chapter.png"
  local dots_filter="boxblur=1:1"
  [ "$motion" = "down" ] && dots_filter="scale=iw:ih*1,boxblur=0:6"
  ff -loop 1 -framerate "$FPS" -t "$SECONDS_LONG" -i "$WORK/dots-$chapter.png" \
    -f lavfi -i "nullsrc=s=${W}x${H}:r=$FPS:d=$SECONDS_LONG" \
    -filter_complex "[0]${dots_filter},${crop},format=gray[dots];[1]format=gray,geq=lum='255*clip(($luma+$SCAN)*$VIGNETTE,0,1)'[card];[card][dots]blend=all_mode=addition,format=rgb24,colorchannelmixer=rr=$rr:gg=$gg:bb=$bb,scale=$OUT_W:$OUT_H:flags=bicubic,$FADE,format=yuv420p" \
    -t "$SECONDS_LONG" "$WORK/$chapter.y4m"
}

# Sound bed: squelch at the start, a low drone, the ambience, a beep at 2.1 s and 4.1 s.
bed() {
  local chapter="$1" ambience="$2"
  sx -n -r "$RATE" -c 1 "$WORK/sq.wav" synth 0.25 whitenoise bandpass 1600 0.8q fade q 0.01 0.25 0.15 vol 0.5
  sx -n -r "$RATE" -c 2 "$WORK/drone2.wav" synth "$SECONDS_LONG" sine 55 sine 82.4 tremolo 0.5 30
  sx "$WORK/drone2.wav" -c 1 "$WORK/drone.wav" remix 1v0.5,2v0.35 vol 0.5
  sx -n -r "$RATE" -c 1 "$WORK/beep.wav" synth 0.09 sine 1400 fade q 0.005 0.09 0.03 vol 0.35
  sx "$WORK/beep.wav" "$WORK/beep1.wav" pad 2.1
  sx "$WORK/beep.wav" "$WORK/beep2.wav" pad 4.1
  sx -m "$WORK/sq.wav" "$WORK/drone.wav" "$ambience" "$WORK/beep1.wav" "$WORK/beep2.wav" "$WORK/bed-raw.wav"
  sx "$WORK/bed-raw.wav" "$WORK/$chapter.wav" trim 0 "$SECONDS_LONG" fade t 0.3 "$SECONDS_LONG" 0.6 norm -12
}

encode() {
  local chapter="$1" stem="$BRANCH-$1-briefing"
  ff -i "$WORK/$chapter.y4m" -i "$WORK/$chapter.wav" -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    -c:v libvpx-vp9 -b:v 0 -crf 44 -deadline good -cpu-used 1 -row-mt 1 -g 48 -pix_fmt yuv420p \
    -c:a libopus -b:a 24k -ac 1 "$OUT/$stem.webm"
  ff -i "$WORK/$chapter.y4m" -i "$WORK/$chapter.wav" -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    -c:v libx264 -profile:v main -preset veryslow -crf 31 -maxrate 300k -bufsize 600k -pix_fmt yuv420p -g 48 -movflags +faststart \
    -c:a aac -b:a 32k -ac 1 "$OUT/$stem.mp4"
  for file in "$OUT/$stem.webm" "$OUT/$stem.mp4"; do
    local bytes
    bytes=$(stat -c %s "$file")
    if [ "$bytes" -gt "$MAX_BYTES" ]; then
      echo "briefing-kit: ${file#"$ROOT"/} is $bytes bytes, over $MAX_BYTES" >&2
      exit 1
    fi
  done
}

# Prints what was written, with sizes.
report() {
  echo "$1: wrote $(find "$OUT" -name '*.webm' -o -name '*.mp4' | wc -l) files to ${OUT#"$ROOT"/}:"
  du -cb "$OUT"/*.webm "$OUT"/*.mp4 | sed "s|$ROOT/||"
}
