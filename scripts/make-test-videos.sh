#!/usr/bin/env bash
# The kitchen cameras' test streams (明厨亮灶, for development and tests: no camera needed).
#
# Draws three short synthetic kitchen scenes with ffmpeg's lavfi filters only (no footage, no
# downloaded pictures), encodes each as 12 s of H.264 Constrained Baseline (640x360, 15 fps, a
# keyframe every 2 s, no audio, ~100 kbit/s, at most 150) cut by ffmpeg's HLS muxer into six
# 2-second MPEG-TS segments, and writes the
# stream.json the server reads (apps/server/src/modules/supervision/media.ts). Every motion in a
# scene is periodic in 12 s, so the server can loop the segments endlessly as a live stream.
#
#   scripts/make-test-videos.sh            (needs ffmpeg with libx264, drawtext and fontconfig, and
#                                           the Noto Sans CJK font: fonts-noto-cjk)
#
# Output: apps/server/data/media/<stream>/seg-000.ts … seg-005.ts, stream.json, and README.md.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${MEDIA_OUT:-$(cd "$here/.." && pwd)/apps/server/data/media}"
command -v ffmpeg >/dev/null || { echo "ffmpeg is required" >&2; exit 1; }
font_file="$(fc-match -f '%{file}' 'Noto Sans CJK SC')"
case "$font_file" in
  *CJK*) ;;
  *) echo "the Noto Sans CJK font is required (fonts-noto-cjk); fc-match found: $font_file" >&2; exit 1 ;;
esac
# drawtext asks fontconfig by name, which also picks the Simplified Chinese face of the .ttc collection.
font="Noto Sans CJK SC"

SECONDS_LONG=12 # every motion below repeats in 12 s (periods 12, 6, 4, 3, 2, 1.5 …), so the loop is seamless
FPS=15
SEGMENT=2

# scene <stream id> <room name> <wall colour> <tile colour> <accent colour> <variant>
scene() {
  local id="$1" name="$2" wall="$3" tile="$4" accent="$5" variant="$6"
  local dir="$out/$id"
  rm -rf "$dir"
  mkdir -p "$dir"

  # The room: a tiled wall, a stainless counter, a floor, and per room its fixtures.
  local room="color=c=${wall}:s=640x360:r=${FPS}:d=${SECONDS_LONG},format=yuv420p,
    drawgrid=w=40:h=30:t=1:c=${tile},
    drawbox=x=0:y=270:w=640:h=90:c=0x6f7479:t=fill,
    drawgrid=x=0:y=270:w=80:h=45:t=1:c=0x5d6166,
    drawbox=x=0:y=205:w=640:h=65:c=0xc7ccd1:t=fill,
    drawbox=x=0:y=205:w=640:h=6:c=0xe6eaee:t=fill,
    drawbox=x=0:y=262:w=640:h=8:c=0x8e959c:t=fill"
  local fixtures steam_x steam_y worker_x worker_span tray_y tray_c
  case "$variant" in
    cook) # 后厨操作间: a hood over two stoves with a pot and a wok, the cook between them
      fixtures="drawbox=x=60:y=40:w=300:h=55:c=0x8f979e:t=fill,
        drawbox=x=60:y=95:w=300:h=6:c=0x70777e:t=fill,
        drawbox=x=80:y=190:w=110:h=15:c=0x2f3236:t=fill,
        drawbox=x=230:y=190:w=110:h=15:c=0x2f3236:t=fill,
        drawbox=x=95:y=145:w=80:h=45:c=0x9aa3ab:t=fill,
        drawbox=x=90:y=140:w=90:h=8:c=0xb5bdc4:t=fill,
        drawbox=x=430:y=60:w=170:h=8:c=0x9aa3ab:t=fill,
        drawbox=x=440:y=30:w=30:h=30:c=${accent}:t=fill,
        drawbox=x=490:y=36:w=40:h=24:c=0xd9d2c0:t=fill,
        drawbox=x=545:y=26:w=28:h=34:c=${accent}:t=fill"
      steam_x=90; steam_y=12; worker_x=330; worker_span=110; tray_y=193; tray_c=0xd8dde2 ;;
    prep) # 备餐间: shelves, a long pass counter with trays sliding along, a worker portioning
      fixtures="drawbox=x=30:y=40:w=580:h=6:c=0x9aa3ab:t=fill,
        drawbox=x=30:y=110:w=580:h=6:c=0x9aa3ab:t=fill,
        drawbox=x=50:y=14:w=50:h=26:c=${accent}:t=fill,
        drawbox=x=120:y=18:w=60:h=22:c=0xe8e1cf:t=fill,
        drawbox=x=200:y=14:w=50:h=26:c=${accent}:t=fill,
        drawbox=x=420:y=84:w=70:h=26:c=0xe8e1cf:t=fill,
        drawbox=x=510:y=80:w=50:h=30:c=${accent}:t=fill,
        drawbox=x=60:y=172:w=70:h=33:c=0xaab2b9:t=fill,
        drawbox=x=150:y=172:w=70:h=33:c=0xaab2b9:t=fill,
        drawbox=x=240:y=172:w=70:h=33:c=0xaab2b9:t=fill"
      steam_x=50; steam_y=44; worker_x=400; worker_span=150; tray_y=193; tray_c=0xf2f4f6 ;;
    wash) # 洗消间: sinks, a dish-washing machine with its steam, racks of plates moving through
      fixtures="drawbox=x=40:y=150:w=200:h=55:c=0x9aa3ab:t=fill,
        drawbox=x=50:y=158:w=85:h=40:c=0x6c757d:t=fill,
        drawbox=x=145:y=158:w=85:h=40:c=0x6c757d:t=fill,
        drawbox=x=380:y=90:w=200:h=115:c=0xa9b1b8:t=fill,
        drawbox=x=395:y=105:w=170:h=70:c=0x5a6067:t=fill,
        drawbox=x=380:y=182:w=200:h=6:c=${accent}:t=fill,
        drawbox=x=60:y=40:w=120:h=70:c=0xd7e6ee:t=fill,
        drawbox=x=60:y=40:w=120:h=70:c=0x9aa3ab:t=3"
      steam_x=435; steam_y=-36; worker_x=250; worker_span=90; tray_y=193; tray_c=0xf4f4f0 ;;
  esac

  # The worker (white coat, head, hat) walks along the counter and bobs while working; two trays
  # or racks slide along the counter; steam rises and flickers above the hot spot (alpha from geq).
  local graph="${room},${fixtures}[bg];
    color=c=0xf4f4f2:s=54x100:r=${FPS}[coat];
    color=c=0xd9a878:s=30x32:r=${FPS}[head];
    color=c=0xffffff:s=34x16:r=${FPS}[hat];
    color=c=0x3d5a80:s=54x28:r=${FPS}[apron];
    color=c=${tray_c}:s=80x12:r=${FPS}[tray1];
    color=c=${accent}:s=60x10:r=${FPS}[tray2];
    color=c=white:s=90x130:r=${FPS},format=yuva420p,geq=lum='230':cb='128':cr='128':a='clip((Y/H)*(1-abs(X-W/2)/(W/2))*(150+90*sin(2*PI*1.5*T+Y/7+X/11)),0,255)'[steam];
    [bg][steam]overlay=x='${steam_x}+6*sin(2*PI*t/3)':y=${steam_y}:format=auto[s1];
    [s1][tray1]overlay=x='mod(t*760/6,760)-100':y=${tray_y}[s2];
    [s2][tray2]overlay=x='mod(t*760/4+380,760)-100':y=${tray_y}+2[s3];
    [s3][coat]overlay=x='${worker_x}+${worker_span}*sin(2*PI*t/12)':y='150+3*sin(2*PI*t/1.5)'[s4];
    [s4][apron]overlay=x='${worker_x}+${worker_span}*sin(2*PI*t/12)':y='200+3*sin(2*PI*t/1.5)'[s5];
    [s5][head]overlay=x='${worker_x}+12+${worker_span}*sin(2*PI*t/12)':y='118+3*sin(2*PI*t/1.5)'[s6];
    [s6][hat]overlay=x='${worker_x}+10+${worker_span}*sin(2*PI*t/12)':y='103+3*sin(2*PI*t/1.5)'[s7];
    [s7]drawtext=font='${font}':text='${name}':fontsize=22:fontcolor=white:x=12:y=10:box=1:boxcolor=black@0.55:boxborderw=6,
    drawtext=font='${font}':text='%{pts\\:hms}':fontsize=18:fontcolor=white:x=w-tw-12:y=12:box=1:boxcolor=black@0.55:boxborderw=5,
    drawtext=font='${font}':text='${id}  测试画面':fontsize=14:fontcolor=white@0.85:x=12:y=h-th-10,
    format=yuv420p[v]"

  # Baseline: no B-frames, so each segment's first frame is shown at the segment's start and a wrap
  # of the loop (a discontinuity, where the player lays the next segment at the previous one's end)
  # joins without a hole in the buffer.
  ffmpeg -hide_banner -loglevel error -y \
    -filter_complex "$(tr -d '\n' <<<"$graph" | tr -s ' ')" -map '[v]' -frames:v $((SECONDS_LONG * FPS)) -an \
    -c:v libx264 -profile:v baseline -preset veryslow -tune animation -pix_fmt yuv420p -threads 1 \
    -g $((SEGMENT * FPS)) -keyint_min $((SEGMENT * FPS)) -sc_threshold 0 \
    -b:v 110k -maxrate 150k -bufsize 300k \
    -f hls -hls_time "$SEGMENT" -hls_list_size 0 -hls_segment_type mpegts \
    -hls_segment_filename "$dir/seg-%03d.ts" "$dir/index.m3u8"

  # stream.json from the muxer's own playlist (its #EXTINF durations), then the playlist goes:
  # the server writes its own live and recorded playlists.
  node - "$dir" "$name" "$SEGMENT" <<'EOF'
const fs = require('node:fs');
const path = require('node:path');
const [dir, name, segment] = process.argv.slice(2);
const lines = fs.readFileSync(path.join(dir, 'index.m3u8'), 'utf8').split('\n');
const segments = [];
for (let i = 0; i < lines.length; i++) {
  const m = /^#EXTINF:([\d.]+)/.exec(lines[i]);
  if (m) segments.push({ file: lines[i + 1].trim(), duration: Math.round(Number(m[1]) * 1000) / 1000 });
}
if (segments.length === 0) throw new Error(`no segments in ${dir}/index.m3u8`);
const stream = { name, segmentSeconds: Number(segment), segments };
fs.writeFileSync(path.join(dir, 'stream.json'), `${JSON.stringify(stream, null, 2)}\n`);
EOF
  rm -f "$dir/index.m3u8"
  echo "$id ($name): $(ls "$dir"/seg-*.ts | wc -l) segments, $(du -sb "$dir" | cut -f1) bytes"
}

mkdir -p "$out"
scene kitchen-1 '后厨操作间' 0xb9c0c6 0xa3aab1 0xc0392b cook
scene kitchen-2 '备餐间' 0xc4c9c0 0xaeb4aa 0x2e86c1 prep
scene kitchen-3 '洗消间' 0xbcc6cc 0xa5b0b7 0x16a085 wash

cat >"$out/README.md" <<'EOF'
# Kitchen camera test streams (明厨亮灶)

Synthetic test video, not footage of any real kitchen: each stream is a scene drawn by ffmpeg's lavfi
filters alone (`color`, `drawgrid`, `drawbox`, `geq`, `overlay`, `drawtext` with Noto Sans CJK) — a
tiled wall, a stainless counter, a moving figure standing for a cook, trays sliding along the counter,
flickering steam, the room's name and a running clock.

| stream      | room       |
|-------------|------------|
| `kitchen-1` | 后厨操作间 |
| `kitchen-2` | 备餐间     |
| `kitchen-3` | 洗消间     |

Made by `scripts/make-test-videos.sh` (run it again to remake them): 640×360, 15 fps, H.264
Constrained Baseline (libx264, yuv420p, no B-frames), a keyframe every 2 s, no audio, about 100 kbit/s;
12 s per stream cut by ffmpeg's HLS muxer into six 2-second MPEG-TS segments `seg-000.ts` …
`seg-005.ts`. Every motion repeats in 12 s, so the segments loop seamlessly. `stream.json` names the
room and lists the segments with their durations (read from the muxer's playlist, which is then
deleted).

The server (`apps/server/src/modules/supervision/media.ts`, `media.routes.ts`) reads the
`stream.json` files at start and serves each stream as a live HLS stream (a sliding playlist over the
looping segments, positioned by the server's clock: `/v1/Media/live/<stream>/index.m3u8`) and as a
recording of any past time range up to 24 h (`/v1/Media/playback/<stream>/index.m3u8?start=…&end=…`).
EOF
echo "total: $(du -sb "$out" | cut -f1) bytes in $out"
