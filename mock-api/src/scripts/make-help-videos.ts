/**
 * Renders the help-video catalogue into files under assets/videos/ (npm run make-help-videos
 * -w mock-api): per video a small WebM slide show (VP9, 640×360, 15 fps), a JPEG poster of its
 * first slide and WebVTT captions taken from the same slides. Needs ffmpeg with libvpx-vp9 and
 * drawtext; run it only after changing the catalogue, and commit what it writes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HELP_VIDEO_CATALOGUE,
  VIDEO_DIR,
  durationOf,
  videoFilePath,
  type CatalogueVideo,
} from '../domain/help-video-catalogue.ts';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FPS = 15;

const stamp = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;

export function captionsOf(video: CatalogueVideo): string {
  let start = 0;
  const cues = video.slides.map((slide, i) => {
    const cue = `${String(i + 1)}\n${stamp(start)} --> ${stamp(start + slide.seconds)}\n${slide.caption}\n`;
    start += slide.seconds;
    return cue;
  });
  return `WEBVTT - ${video.title}\n\n${cues.join('\n')}`;
}

/** drawtext filters for one slide, shown from `start` for its seconds, fading in. */
function slideFilters(video: CatalogueVideo, index: number, start: number, work: string): string[] {
  const slide = video.slides[index]!;
  const end = start + slide.seconds;
  const enable = `enable='between(t,${String(start)},${String(end)})'`;
  const alpha = `alpha='min(1,(t-${String(start)})/0.4)'`;
  const file = (name: string, text: string) => {
    const target = path.join(work, `${video.slug}-${String(index)}-${name}.txt`);
    writeFileSync(target, text);
    return target;
  };
  const text = (name: string, value: string, font: string, size: number, y: number, x = '48') =>
    `drawtext=fontfile=${font}:textfile=${file(name, value)}:fontcolor=white:fontsize=${String(size)}:x=${x}:y=${String(y)}:${enable}:${alpha}`;
  return [
    text('step', `Step ${String(index + 1)} of ${String(video.slides.length)}`, FONT, 18, 96),
    text('heading', slide.heading, BOLD, 40, 124),
    ...slide.lines.map((line, n) => text(`line${String(n)}`, line, FONT, 22, 196 + n * 34)),
  ];
}

function render(video: CatalogueVideo, work: string): void {
  const seconds = durationOf(video);
  let start = 0;
  const slides = video.slides.flatMap((slide, i) => {
    const filters = slideFilters(video, i, start, work);
    start += slide.seconds;
    return filters;
  });
  const titleFile = path.join(work, `${video.slug}-title.txt`);
  writeFileSync(titleFile, `Back Office · How to: ${video.title}`);
  const filter = [
    `[0:v]drawbox=x=0:y=0:w=iw:h=56:color=0x0f1b33:t=fill`,
    `drawtext=fontfile=${FONT}:textfile=${titleFile}:fontcolor=0x9fc3ff:fontsize=18:x=24:y=19`,
    ...slides,
    // A bar that fills over the whole video: the animation, and a sense of how far along it is.
  ].join(',');
  const bar = `[v0][1:v]overlay=x='-W+W*t/${String(seconds)}':y=H-8:shortest=1[v]`;
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x1f3a63:s=640x360:d=${String(seconds)}:r=${String(FPS)}`,
      '-f',
      'lavfi',
      '-i',
      `color=c=0x4da3ff:s=640x8:d=${String(seconds)}:r=${String(FPS)}`,
      '-filter_complex',
      `${filter}[v0];${bar}`,
      '-map',
      '[v]',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '120k',
      '-pix_fmt',
      'yuv420p',
      '-an',
      videoFilePath(video, 'video'),
    ],
    { stdio: 'inherit' },
  );
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-ss',
      '1',
      '-i',
      videoFilePath(video, 'video'),
      '-frames:v',
      '1',
      '-q:v',
      '5',
      videoFilePath(video, 'poster'),
    ],
    { stdio: 'inherit' },
  );
  writeFileSync(videoFilePath(video, 'captions'), captionsOf(video));
}

mkdirSync(VIDEO_DIR, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'help-videos-'));
try {
  for (const video of HELP_VIDEO_CATALOGUE) {
    render(video, work);
    const size = statSync(videoFilePath(video, 'video')).size;
    process.stdout.write(`${video.slug}: ${String(durationOf(video))} s, ${String(size)} bytes\n`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
