import { describe, expect, it } from 'vitest';
import { fetchPage } from './fetch-page.ts';

// Cloudflare hands the Worker "Accept-Encoding: br, gzip" whatever the visitor
// sent, and keeps the visitor's own header in request.cf.clientAcceptEncoding.
const fromClient = (clientAcceptEncoding: string): RequestInit => ({
  headers: { 'Accept-Encoding': 'br, gzip' },
  cf: { clientAcceptEncoding },
});

describe('trailing slashes', () => {
  it.each(['/servicios/', '/cursos/', '/terminos-condiciones/', '/video/', '/a/b/'])(
    'redirects %s with an empty, unencoded 301',
    async (path) => {
      const { response, html } = await fetchPage(path, { ...fromClient('gzip, deflate, br'), redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe(`https://elitegaragespa.com${path.slice(0, -1)}`);
      // The redirect no longer inherits the discarded not-found page's Content-Type.
      expect(response.headers.get('Content-Type')).toBeNull();
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(html).toBe('');
    },
  );
});

describe('compression follows what the visitor accepts', () => {
  it.each([
    ['', null],
    ['identity', null],
    ['gzip;q=0', null],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
  ])('Accept-Encoding "%s" gives Content-Encoding %s', async (accepted, encoding) => {
    const { response, html } = await fetchPage('/', fromClient(accepted));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  });
});

describe('methods', () => {
  const pages = ['/', '/servicios/pintura-motos', '/cursos/detailing-basico', '/politica-privacidad', '/sitemap.xml'];

  it.each(pages.flatMap((path) => ['POST', 'PUT', 'DELETE', 'PATCH'].map((method) => [method, path])))(
    '%s %s answers 405 with Allow: GET, HEAD',
    async (method, path) => {
      const { response } = await fetchPage(path, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
    },
  );

  it('OPTIONS answers 204 with Allow', async () => {
    const { response, html } = await fetchPage('/servicios/pintura-motos', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expect(html).toBe('');
  });

  it.each(['/', '/cursos/detailing-basico'])(
    'HEAD %s answers like GET, with its headers and without a body',
    async (path) => {
      const get = await fetchPage(path, fromClient('gzip, br'));
      const { response, html } = await fetchPage(path, { ...fromClient('gzip, br'), method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      for (const name of ['Cache-Control', 'Vary', 'Content-Security-Policy', 'ETag']) {
        expect([name, response.headers.get(name)]).toEqual([name, get.response.headers.get(name)]);
      }
      expect(response.headers.get('Cache-Control')).not.toBeNull();
      expect(html).toBe('');
    },
  );
});

describe('conditional requests', () => {
  it('answers a page 304 when the browser already has it', async () => {
    const first = await fetchPage('/politica-privacidad');
    const tag = first.response.headers.get('ETag');
    expect(tag).toMatch(/^W\/"[0-9a-f]+"$/);
    const again = await fetchPage('/politica-privacidad', { headers: { 'If-None-Match': tag ?? '' } });
    expect(again.response.status).toBe(304);
    expect(again.response.headers.get('ETag')).toBe(tag);
    expect(again.html).toBe('');
    // The same policy as the page's 200, not the site-wide one, for a browser that refreshes its copy's headers.
    expect(again.response.headers.get('Content-Security-Policy')).toBe(
      first.response.headers.get('Content-Security-Policy'),
    );
    const changed = await fetchPage('/politica-privacidad', { headers: { 'If-None-Match': 'W/"otra-version"' } });
    expect(changed.response.status).toBe(200);
  });
});

describe('If-Range on the videos', () => {
  const videoPath = async () => {
    const { html } = await fetchPage('/');
    const path = /src="(\/video\/[^"]+\.mp4)"/.exec(html)?.[1];
    if (!path) throw new Error('no video on the home page');
    return path;
  };

  it('a range of the current version is served (206); of another version, the whole file (200)', async () => {
    const path = await videoPath();
    const whole = await fetchPage(path);
    const tag = whole.response.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^"/);
    const same = await fetchPage(path, { headers: { Range: 'bytes=0-99', 'If-Range': tag } });
    expect(same.response.status).toBe(206);
    expect(same.response.headers.get('Content-Range')).toMatch(/^bytes 0-99\//);
    for (const stale of ['"otra-version"', `W/${tag}`, 'Wed, 21 Oct 2015 07:28:00 GMT']) {
      const changed = await fetchPage(path, { headers: { Range: 'bytes=0-99', 'If-Range': stale } });
      expect([stale, changed.response.status]).toEqual([stale, 200]);
      expect(changed.response.headers.get('Content-Range')).toBeNull();
      expect(changed.response.headers.get('Content-Length')).toBe(whole.response.headers.get('Content-Length'));
    }
  });
});
