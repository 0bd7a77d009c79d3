#!/usr/bin/env bash
# Regenerates the test video the plan page's player plays (apps/server/src/modules/playback/test-video):
# 6 s of ffmpeg's test pattern with a 440 Hz tone, H.264 baseline + AAC in three 2-second MPEG-TS
# segments (about 150 KB: every browser hls.js supports decodes it), named .m2ts because .ts files are
# TypeScript to every tool here. Needs Debian's ffmpeg; the output is committed, so nothing else needs it.
set -euo pipefail
out="$(dirname "$0")/../../apps/server/src/modules/playback/test-video"
rm -f "$out"/index.m3u8 "$out"/segment-*.m2ts
cd "$out"
ffmpeg -hide_banner -loglevel error \
  -f lavfi -i "testsrc2=size=320x180:rate=24:duration=6" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=6" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 120k -g 48 -keyint_min 48 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename "segment-%d.m2ts" index.m3u8
