// @ts-check

/**
 * How a briefing film becomes its two files (`npm run briefing-videos`): the frames scaled to
 * the video's 540x960 (portrait 9:16, filled, no bars), brought to 24 frames a second (motion
 * interpolated when filmed at 12), faded in and out, then VP9 + Opus (.webm) and H.264 main +
 * AAC (.mp4, for Safari, moov first), two passes each at the budget's bitrate, with no metadata.
 */
export const VIDEO = { width: 540, height: 960, fps: 24, seconds: 6, fadeIn: 0.5, fadeOut: 0.6 };

/**
 * The filter from the filmed frames to the video's picture.
 * @param {number} filmFps
 * @param {typeof VIDEO} video
 */
export function filmFilter(filmFps, video = VIDEO) {
  const { width, height, fps, seconds, fadeIn, fadeOut } = video;
  return [
    `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=lanczos`,
    `crop=${width}:${height}`,
    // The last filmed frame held a little longer, so the interpolation reaches the end of the 6 s (trimmed after).
    'tpad=stop_mode=clone:stop_duration=0.5',
    ...(filmFps < fps ? [`minterpolate=fps=${fps}:mi_mode=mci:mc_mode=aobmc:me_mode=bidir:vsbmc=1`] : []),
    `trim=duration=${seconds}`,
    `fade=t=in:st=0:d=${fadeIn}`,
    `fade=t=out:st=${seconds - fadeOut}:d=${fadeOut}`,
    'format=yuv420p',
  ].join(',');
}

const NO_METADATA = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];

/**
 * ffmpeg's arguments for one pass of one file, from the picture (`.y4m`) and the sound bed (`.wav`).
 * @param {{ format: 'webm' | 'mp4', pass: 1 | 2, picture: string, bed: string, kbps: number, audioKbps: number, passLog: string, out: string }} job
 * @returns {string[]}
 */
export function encodeArgs({ format, pass, picture, bed, kbps, audioKbps, passLog, out }) {
  const input = pass === 1 ? ['-i', picture] : ['-i', picture, '-i', bed];
  const rate = ['-b:v', `${kbps}k`, '-pass', String(pass), '-passlogfile', passLog];
  const video =
    format === 'webm'
      ? [
          '-c:v',
          'libvpx-vp9',
          ...rate,
          '-deadline',
          'good',
          '-cpu-used',
          pass === 1 ? '4' : '2',
          '-row-mt',
          '1',
          '-g',
          '48',
          '-auto-alt-ref',
          '1',
          '-lag-in-frames',
          '25',
          '-pix_fmt',
          'yuv420p',
        ]
      : [
          '-c:v',
          'libx264',
          '-profile:v',
          'main',
          '-preset',
          'slower',
          ...rate,
          '-maxrate',
          `${Math.round(kbps * 1.6)}k`,
          '-bufsize',
          `${kbps * 2}k`,
          '-g',
          '48',
          '-pix_fmt',
          'yuv420p',
        ];
  if (pass === 1) return ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...input, ...video, '-an', '-f', 'null', '/dev/null'];
  const audio =
    format === 'webm'
      ? ['-c:a', 'libopus', '-b:a', `${audioKbps}k`, '-ac', '1']
      : ['-c:a', 'aac', '-b:a', `${audioKbps}k`, '-ac', '1', '-movflags', '+faststart'];
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...input,
    '-map',
    '0:v',
    '-map',
    '1:a',
    ...NO_METADATA,
    ...video,
    ...audio,
    '-shortest',
    out,
  ];
}
