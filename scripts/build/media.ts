// The media step: every photo under media/ becomes AVIF at several
// widths and one mid-size WebP, for browsers without AVIF (in
// dist/client/media/), every video is copied (to
// dist/client/video/, which the Worker serves with byte ranges), all with
// content-hashed names, and src/generated/media.ts tells the components what
// exists. Sources keep the names they were uploaded with (IMG_2034.JPG too);
// the built files get URL-safe names (scripts/media/file-names.ts). Encoded files are cached in .cache/media/, keyed by the source bytes
// and the encoder settings, so unchanged photos are not encoded again.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { site } from '../../src/generated/site.ts';
import type { MediaImage, MediaManifest, MediaVideo } from '../../src/lib/media-types.ts';
import { mapStandIn } from '../../src/lib/media-types.ts';
import { isImageSource, isVideoSource, stemOf, urlSafeFolder, urlSafeName } from '../media/file-names.ts';
import { drawMapStandIn } from '../media/map-stand-in.ts';
import { cache, distClient, generated, mediaSources as sourceDir } from '../paths.ts';

const outDir = path.join(distClient, 'media');
const videoDir = path.join(distClient, 'video');
const cacheDir = path.join(cache, 'media');

/** Widths a phone, a tablet and a desktop screen ask for, at 1x to 3x density. */
export const imageWidths = [480, 800, 1200, 1600, 2000] as const;
/** The one WebP's width: pages offer AVIF in every width and this WebP as the <img> itself, for browsers without AVIF. */
const fallbackWidth = 800;
const encoders = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 74, effort: 5 },
} as const;
const settingsVersion = JSON.stringify({ imageWidths, fallbackWidth, encoders, sharp: sharp.versions.sharp });

const hashOf = (bytes: Buffer | string, length = 10) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, length);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(sourceDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

interface CachedImage {
  width: number;
  height: number;
  files: { format: keyof typeof encoders; width: number; name: string }[];
}

/** Encodes a photo's variants into its cache folder, or finds them there; returns the folder and what is in it. */
async function encodeImage(source: string, bytes: Buffer): Promise<CachedImage & { cached: string }> {
  const cached = path.join(cacheDir, hashOf(Buffer.concat([bytes, Buffer.from(settingsVersion)]), 20));
  const index = path.join(cached, 'index.json');
  const hit = await readFile(index, 'utf8').then(
    (text) => JSON.parse(text) as CachedImage,
    () => undefined,
  );
  if (hit) return { ...hit, cached };

  // Phones store photos sideways with an orientation tag: turn them upright first.
  const metadata = await sharp(bytes).metadata();
  const { width, height } = metadata.autoOrient;
  const widths: number[] = imageWidths.filter((candidate) => candidate < width);
  if (widths.length < imageWidths.length) widths.push(Math.min(width, imageWidths.at(-1) ?? width));
  const stem = urlSafeName(stemOf(source));
  const files: CachedImage['files'] = [];
  await mkdir(cached, { recursive: true });
  // The WebP: the first width from fallbackWidth up, or the widest there is for a smaller photo.
  const webpWidth = widths.find((candidate) => candidate >= fallbackWidth) ?? widths.at(-1) ?? width;
  const widthsOf = { avif: widths, webp: [webpWidth] };
  for (const format of Object.keys(encoders) as (keyof typeof encoders)[]) {
    for (const targetWidth of widthsOf[format]) {
      const resized = sharp(bytes).rotate().resize({ width: targetWidth, withoutEnlargement: true });
      const output = await (format === 'avif' ? resized.avif(encoders.avif) : resized.webp(encoders.webp)).toBuffer();
      const name = `${stem}-${targetWidth}-${hashOf(output, 8)}.${format}`;
      await writeFile(path.join(cached, name), output);
      files.push({ format, width: targetWidth, name });
    }
  }
  const result = { width, height, files };
  await writeFile(index, JSON.stringify(result));
  return { ...result, cached };
}

async function buildImage(source: string, drawn?: Buffer): Promise<MediaImage> {
  const bytes = drawn ?? (await readFile(path.join(sourceDir, source)));
  const { width, height, files, cached } = await encodeImage(source, bytes);
  const folder = urlSafeFolder(source);
  await mkdir(path.join(outDir, folder), { recursive: true });
  // Every variant of a photo shares one hash, of the source and the encoder settings (the cache folder's key): it
  // still changes whenever any variant's bytes could, and a page that lists ten variants repeats it, which gzip
  // folds, instead of carrying ten different ones.
  const photoHash = createHash('sha256').update(path.basename(cached)).digest('hex').slice(0, 8);
  const stem = urlSafeName(stemOf(source));
  const publicName = (file: CachedImage['files'][number]) => `${stem}-${file.width}-${photoHash}.${file.format}`;
  for (const file of files) await copyFile(path.join(cached, file.name), path.join(outDir, folder, publicName(file)));
  const variants = (format: keyof typeof encoders) =>
    files
      .filter((file) => file.format === format)
      .map((file) => ({ width: file.width, url: path.posix.join('/media', folder, publicName(file)) }));
  const [fallback] = variants('webp');
  if (!fallback) throw new Error(`${source}: no variants were made`);
  return { kind: 'image', width, height, avif: variants('avif'), fallback: fallback.url };
}

async function buildVideo(source: string): Promise<MediaVideo> {
  const bytes = await readFile(path.join(sourceDir, source));
  const folder = urlSafeFolder(source);
  const name = `${urlSafeName(stemOf(source))}-${hashOf(bytes, 8)}.mp4`;
  await mkdir(path.join(videoDir, folder), { recursive: true });
  await writeFile(path.join(videoDir, folder, name), bytes);
  return { kind: 'video', url: path.posix.join('/video', folder, name), bytes: bytes.length };
}

export async function buildMedia(): Promise<void> {
  const sources = await listFiles(sourceDir);
  const manifest: MediaManifest = {};
  let next = 0;
  // Two workers: this is a two-core machine and sharp uses a thread per encode.
  await Promise.all(
    [0, 1].map(async () => {
      while (next < sources.length) {
        const source = sources[next++];
        if (source === undefined) break;
        if (isImageSource(source)) manifest[source] = await buildImage(source);
        else if (isVideoSource(source)) manifest[source] = await buildVideo(source);
      }
    }),
  );
  // Until the owner uploads a map picture, the contact section shows one drawn here.
  if (!site.mapImage) {
    manifest[mapStandIn] = await buildImage(mapStandIn, await drawMapStandIn(site, site.texts.contact.mapStandIn));
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(
    path.join(generated, 'media.ts'),
    `// Generated by scripts/build/media.ts from media/. Do not edit.
import type { MediaManifest } from '../lib/media-types.ts';

export const media: MediaManifest = ${JSON.stringify(sorted, null, 2)};
`,
  );
  console.log(`Media: ${sources.length} files`);
}
