// Static files as a browser and a link-preview crawler get them: formats,
// sizes and cache headers. Not device-specific, so they run once.
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';

test.describe('static files', { tag: '@desktop' }, () => {
  const pages = ['/', '/servicios/pintura-motos', '/cursos/detailing-basico', '/terminos-condiciones'];

  test('each page has its own 1200×630 JPEG link preview under 300 KB', async ({ request }) => {
    const seen = new Set<string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const local = new URL(url).pathname;
      expect(seen.has(local)).toBe(false);
      seen.add(local);
      const response = await request.get(local);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = await response.body();
      expect(body.length).toBeLessThan(300 * 1024);
      const { width, height, format } = await sharp(body).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    }
  });

  test('every icon a page draws from the sprite is in it, and the sprite is one cached SVG file', async ({
    request,
    page,
  }) => {
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const references = [...html.matchAll(/<use href="([^"#]+)#([\w-]+)"/g)];
      expect(references.length, path).toBeGreaterThan(0);
      for (const [, sprite = '', id = ''] of references) {
        const response = await request.get(sprite);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/svg+xml');
        expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(await response.text(), `${path}: #${id}`).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
      }
    }
    // And the browser draws them: an icon's shape has a size once its symbol is in.
    await page.goto('/#contacto');
    const icon = page.locator('#contacto svg:has(use)').first();
    await icon.scrollIntoViewIfNeeded();
    await expect.poll(() => icon.evaluate((svg) => svg.querySelector('use')?.getBBox().width ?? 0)).toBeGreaterThan(0);
  });

  test('every photo a page offers is there, in the format it is offered as', async ({ request }) => {
    const urls = new Map<string, string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      for (const [, list = ''] of html.matchAll(/srcSet="([^"]+)"/g)) {
        for (const candidate of list.split(', ')) urls.set(candidate.split(' ')[0] ?? '', path);
      }
      for (const [, src = ''] of html.matchAll(/<img src="(\/media\/[^"]+)"/g)) urls.set(src, path);
    }
    // AVIF in every width of each photo, and the one WebP that is each <img> itself.
    expect([...urls.keys()].filter((url) => url.endsWith('.webp')).length).toBeGreaterThan(10);
    expect([...urls.keys()].filter((url) => url.endsWith('.avif')).length).toBeGreaterThan(40);
    for (const [url, path] of urls) {
      const response = await request.head(url);
      expect(response.status(), `${path}: ${url}`).toBe(200);
      expect(response.headers()['content-type'], url).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/avif');
    }
  });

  test('hashed scripts, fonts, photos and videos are cached for a year', async ({ request }) => {
    const html = await (await request.get('/')).text();
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
      const response = await request.get(url ?? '');
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }
  });

  test('videos answer range requests, so they can start before the whole file arrives', async ({ request }) => {
    const html = await (await request.get('/servicios/pintura-motos')).text();
    const video = /<video [^>]*src="([^"]+\.mp4)"/.exec(html)?.[1] ?? '';
    const response = await request.get(video, { headers: { Range: 'bytes=0-1023' } });
    expect(response.status()).toBe(206);
    expect(response.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    expect((await response.body()).length).toBe(1024);
    expect(response.headers()['content-type']).toBe('video/mp4');
  });

  test('the favicons, the app icons and the manifest are served', async ({ request }) => {
    for (const [path, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon-32.png', 'image/png'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/logo.svg', 'image/svg+xml'],
    ]) {
      const response = await request.get(path ?? '');
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain(type);
    }
    const manifest = (await (await request.get('/site.webmanifest')).json()) as {
      theme_color: string;
      icons: unknown[];
    };
    expect(manifest.theme_color).toBe('#07090c');
    expect(manifest.icons).toHaveLength(3);
    const { width, height } = await sharp(await (await request.get('/apple-touch-icon.png')).body()).metadata();
    expect([width, height]).toEqual([180, 180]);
  });
});
