// Static files as a browser and a link-preview crawler get them: formats, sizes and cache headers, for every file
// the site's pages name. Whether the browser draws the sprite's icons is in tests/e2e/assets.spec.ts.
import { describe, expect, it } from 'vitest';
import { budgets } from '../../budgets.ts';
import { courses, services } from '../../src/generated/content.ts';
import { serviceHref } from '../../src/lib/navigation.ts';
import { sitePaths } from '../../src/lib/sitemap.ts';
import { fetchFile, fetchPage } from './fetch-page.ts';
import { imageSize } from './image-size.ts';

const pages = sitePaths(services, courses);
const aYear = 'public, max-age=31536000, immutable';

/** Every page's HTML, by path. */
const served = async () =>
  new Map(await Promise.all(pages.map(async (path) => [path, (await fetchPage(path)).html] as const)));

describe('static files', () => {
  it('each page has its own 1200×630 JPEG link preview within its budget, cached for a year', async () => {
    const previews = new Map<string, string>();
    for (const [path, html] of await served()) {
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const file = new URL(url).pathname;
      expect(previews.get(file), `${path} shares ${file}`).toBeUndefined();
      previews.set(file, path);
      const response = await fetchFile(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/jpeg');
      expect(response.headers.get('Cache-Control')).toBe(aYear);
      const body = new Uint8Array(await response.arrayBuffer());
      expect(body.length, file).toBeLessThanOrEqual(budgets.linkPreview);
      expect(imageSize(body), file).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
  });

  it('every icon a page draws from the sprite is in it, and the sprite is one SVG file cached for a year', async () => {
    const sprites = new Map<string, string>();
    for (const [path, html] of await served()) {
      const references = [...html.matchAll(/<use href="([^"#]+)#([\w-]+)"/g)];
      expect(references.length, path).toBeGreaterThan(0);
      for (const [, sprite = '', id = ''] of references) {
        if (!sprites.has(sprite)) {
          const response = await fetchFile(sprite);
          expect(response.status, sprite).toBe(200);
          expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
          expect(response.headers.get('Cache-Control')).toBe(aYear);
          sprites.set(sprite, await response.text());
        }
        expect(sprites.get(sprite), `${path}: #${id}`).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
      }
    }
    expect(sprites.size).toBe(1);
  });

  it('every photo a page offers is there, in the format it is offered as', async () => {
    const urls = new Map<string, string>();
    for (const [path, html] of await served()) {
      for (const [, list = ''] of html.matchAll(/srcSet="([^"]+)"/g)) {
        for (const candidate of list.split(', ')) urls.set(candidate.split(' ')[0] ?? '', path);
      }
      for (const [, src = ''] of html.matchAll(/<img src="(\/media\/[^"]+)"/g)) urls.set(src, path);
    }
    // AVIF in every width of each photo, and the one WebP that is each <img> itself.
    expect([...urls.keys()].filter((url) => url.endsWith('.webp')).length).toBeGreaterThan(10);
    expect([...urls.keys()].filter((url) => url.endsWith('.avif')).length).toBeGreaterThan(40);
    for (const [url, path] of urls) {
      const response = await fetchFile(url, { method: 'HEAD' });
      expect(response.status, `${path}: ${url}`).toBe(200);
      expect(response.headers.get('Content-Type'), url).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/avif');
    }
  });

  it('hashed scripts, fonts, photos and videos are cached for a year', async () => {
    const { html } = await fetchPage('/');
    const scripts = /<script [^>]*data-src="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    const urls = [
      ...scripts,
      /<link rel="preload" href="([^"]+\.woff2)"/.exec(html)?.[1],
      /srcSet="(\/media\/[^ ]+\.avif) /.exec(html)?.[1],
      /<video [^>]*src="(\/video\/[^"]+\.mp4)"/.exec(html)?.[1],
    ];
    for (const url of urls) {
      expect(url).toBeTruthy();
      const response = await fetchFile(url ?? '');
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Cache-Control'), url).toBe(aYear);
      expect(response.headers.get('X-Content-Type-Options'), url).toBe('nosniff');
      await response.body?.cancel();
    }
  });

  it('videos answer range requests, so they can start before the whole file arrives', async () => {
    const withVideo = services.find((service) => service.video);
    const { html } = await fetchPage(serviceHref(withVideo?.id ?? ''));
    const video = /<video [^>]*src="([^"]+\.mp4)"/.exec(html)?.[1] ?? '';
    const response = await fetchFile(video, { headers: { Range: 'bytes=0-1023' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toMatch(/^bytes 0-1023\/\d+$/);
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect((await response.arrayBuffer()).byteLength).toBe(1024);
  });

  it('the favicons, the app icons and the manifest are served', async () => {
    for (const [path, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon-32.png', 'image/png'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/logo.svg', 'image/svg+xml'],
    ] as const) {
      const response = await fetchFile(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type'), path).toContain(type);
      await response.body?.cancel();
    }
    const manifest = await (await fetchFile('/site.webmanifest')).json<{ theme_color: string; icons: unknown[] }>();
    expect(manifest.theme_color).toBe('#07090c');
    expect(manifest.icons).toHaveLength(3);
    const icon = new Uint8Array(await (await fetchFile('/apple-touch-icon.png')).arrayBuffer());
    expect(imageSize(icon)).toEqual({ format: 'png', width: 180, height: 180 });
  });
});
