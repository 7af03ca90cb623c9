/** Renders a looping scene frame by frame and encodes a reproducible H.264 MP4 with ffmpeg. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { grainOverlay } from './grain.ts';
import { renderRgba, writeJpegFromRgb } from './raster.ts';
import type { SceneFactory } from './scene.ts';
import { svgDocument } from './svg.ts';

export const VIDEO = { width: 1280, height: 720, fps: 24, seconds: 8 } as const;
const FRAMES = VIDEO.fps * VIDEO.seconds;

export interface VideoSpec {
  out: string;
  scene: SceneFactory;
  /** Optional JPEG written from the exact first frame. */
  poster?: string;
  /** Constant rate factor; raise it if the file exceeds the size budget. */
  crf?: number;
}

function ffmpegArgs(out: string, crf: number): string[] {
  const { width, height, fps } = VIDEO;
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', String(fps), '-i', '-'],
    ...['-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
    ...[
      '-vf',
      'scale=out_color_matrix=bt709:out_range=tv:flags=bicubic+accurate_rnd+full_chroma_int',
      '-pix_fmt',
      'yuv420p',
    ],
    ...['-c:v', 'libx264', '-profile:v', 'high', '-preset', 'slow', '-tune', 'film', '-threads', '1'],
    ...['-crf', String(crf), '-maxrate', '520k', '-bufsize', '1040k', '-g', '96'],
    ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'],
    ...['-movflags', '+faststart', out],
  ];
}

export async function renderVideo(spec: VideoSpec): Promise<void> {
  const { width, height } = VIDEO;
  await mkdir(dirname(spec.out), { recursive: true });
  const layers = spec.scene();
  const raw = { raw: { width, height, channels: 4 as const } };
  const back = await renderRgba(svgDocument(width, height, layers.defs, layers.back));
  const front = await renderRgba(svgDocument(width, height, layers.defs, layers.front));

  const ffmpeg = spawn('ffmpeg', ffmpegArgs(spec.out, spec.crf ?? 25), { stdio: ['pipe', 'inherit', 'inherit'] });
  const exited = once(ffmpeg, 'close');
  for (let i = 0; i < FRAMES; i++) {
    const overlay = Buffer.from(svgDocument(width, height, layers.defs, layers.anim(i / FRAMES)));
    const frame = await sharp(back, raw)
      .composite([{ input: overlay }, { input: front, ...raw }, grainOverlay(width, height, 8)])
      .removeAlpha()
      .raw()
      .toBuffer();
    if (i === 0 && spec.poster) await writeJpegFromRgb(frame, width, height, spec.poster);
    if (!ffmpeg.stdin.write(frame)) await once(ffmpeg.stdin, 'drain');
  }
  ffmpeg.stdin.end();
  const [code] = (await exited) as [number | null];
  if (code !== 0) throw new Error(`ffmpeg failed (${String(code)}) for ${spec.out}`);
}
