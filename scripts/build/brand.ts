// The brand step: favicons and app icons from public/favicon.svg,
// the logo with its wordmark, the web app manifest, and one link-preview image
// (1200×630 JPEG, under 300 KB for WhatsApp) per page, with the page's title
// on the brand background. Writes src/generated/og-images.ts for the pages.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { courses, home, legalPages, services } from '../../src/generated/content.ts';
import { fill } from '../../src/lib/fill.ts';
import { siteConfig } from '../../src/site.config.ts';
import { pricesHref } from '../../src/lib/navigation.ts';
import { textPath, wrap, type TextStyle } from '../brand/text-path.ts';
import { distClient, generated, mediaSources, root } from '../paths.ts';

export const brand = { ink: '#07090c', raised: '#151b23', aqua: '#35d0f0', chrome: '#c9d1d9', white: '#f5f7fa' };

/** The mark (public/favicon.svg): the whole file for the icons, what is inside its <svg> for the logo and previews. */
interface Mark {
  svg: string;
  inner: string;
}

async function writeIcons(mark: Mark): Promise<void> {
  for (const [name, size] of [
    ['favicon-32.png', 32],
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const) {
    await sharp(Buffer.from(mark.svg), { density: (72 * size) / 40 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(distClient, name));
  }
  const manifest = {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: siteConfig.tagline,
    lang: 'es-AR',
    start_url: '/',
    display: 'browser',
    theme_color: brand.ink,
    background_color: brand.ink,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  };
  await writeFile(path.join(distClient, 'site.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The mark, from public/favicon.svg. */
export async function readMark(): Promise<Mark> {
  const svg = await readFile(path.join(root, 'public/favicon.svg'), 'utf8');
  return { svg, inner: svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '') };
}

/** The mark with the workshop's name beside it, the name drawn in `ink` (white on the dark site, black on paper). */
export function logoSvg(mark: Mark, ink: string): string {
  const style: TextStyle = { weight: 800, size: 30, fill: ink };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 48" role="img" aria-label="${siteConfig.name}"><g transform="translate(0 4)">${mark.inner}</g>${textPath(siteConfig.name, 52, 35, style)}</svg>`;
}

async function writeLogo(mark: Mark): Promise<void> {
  await writeFile(path.join(distClient, 'logo.svg'), `${logoSvg(mark, brand.white)}\n`);
}

interface PreviewPage {
  path: string;
  title: string;
  eyebrow: string;
  photo: string;
}

const pages: PreviewPage[] = [
  { path: '/', title: home.hero.title, eyebrow: siteConfig.tagline, photo: home.hero.image },
  ...services.map((service) => ({
    path: `/servicios/${service.id}`,
    title: service.title,
    eyebrow: `Servicio · ${siteConfig.address.neighbourhood}, ${siteConfig.address.city}`,
    photo: service.images[0] ?? home.hero.image,
  })),
  ...courses.map((course) => ({
    path: `/cursos/${course.id}`,
    title: course.title,
    eyebrow: `Curso ${course.modality.toLowerCase()} · ${course.duration}`,
    photo: course.image,
  })),
  {
    path: pricesHref,
    title: siteConfig.texts.prices.pageTitle,
    eyebrow: `${siteConfig.name} · ${siteConfig.address.neighbourhood}, ${siteConfig.address.city}`,
    photo: home.hero.image,
  },
  ...Object.entries(legalPages).map(([slug, page]) => ({
    path: `/${slug}`,
    title: page.title,
    eyebrow: siteConfig.name,
    photo: home.about.image,
  })),
];

const WIDTH = 1200;
const HEIGHT = 630;

async function previewImage(page: PreviewPage, mark: Mark): Promise<Buffer> {
  const titleStyle: TextStyle = { weight: 800, size: 66, fill: brand.white };
  const lines = wrap(page.title, 600, titleStyle).slice(0, 3);
  const titleTop = 285;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="fade" x1="0" x2="1"><stop offset="0.38" stop-color="${brand.ink}"/><stop offset="0.75" stop-color="${brand.ink}" stop-opacity="0.25"/><stop offset="1" stop-color="${brand.ink}" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#fade)"/>
  <rect x="64" y="${HEIGHT - 72}" width="72" height="4" rx="2" fill="${brand.aqua}"/>
  <g transform="translate(64 56) scale(1.2)">${mark.inner}</g>
  ${textPath(siteConfig.name, 124, 92, { weight: 800, size: 30, fill: brand.white })}
  ${textPath(page.eyebrow.toUpperCase(), 64, 205, { weight: 600, size: 22, fill: brand.aqua, letterSpacing: 2 })}
  ${lines.map((line, index) => textPath(line, 64, titleTop + index * 76, titleStyle)).join('\n  ')}
  ${textPath(new URL(siteConfig.origin).host, 156, HEIGHT - 60, { weight: 600, size: 24, fill: brand.chrome })}
</svg>`;
  const photo = await sharp(path.join(mediaSources, page.photo))
    .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'right' })
    .toBuffer();
  return sharp(photo)
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

async function writePreviews(mark: Mark): Promise<void> {
  await mkdir(path.join(distClient, 'og'), { recursive: true });
  const entries: [string, { url: string; width: number; height: number; alt: string }][] = [];
  for (const page of pages) {
    const image = await previewImage(page, mark);
    const slug = page.path === '/' ? 'inicio' : page.path.slice(1).replaceAll('/', '-');
    const name = `${slug}-${createHash('sha256').update(image).digest('base64url').slice(0, 8)}.jpg`;
    await writeFile(path.join(distClient, 'og', name), image);
    entries.push([
      page.path,
      {
        url: `/og/${name}`,
        width: WIDTH,
        height: HEIGHT,
        alt: fill(siteConfig.texts.shared.previewImageAlt, { taller: siteConfig.name, título: page.title }),
      },
    ]);
  }
  await writeFile(
    path.join(generated, 'og-images.ts'),
    `// Generated by scripts/build/brand.ts. Do not edit.\nexport const ogImages: Record<string, { url: string; width: number; height: number; alt: string }> = ${JSON.stringify(Object.fromEntries(entries), null, 2)};\n`,
  );
}

export async function buildBrand(): Promise<void> {
  const mark = await readMark();
  await writeIcons(mark);
  await writeLogo(mark);
  await writePreviews(mark);
  console.log(`Brand: icons, logo and ${pages.length} link previews`);
}
