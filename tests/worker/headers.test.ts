import { describe, expect, it } from 'vitest';
import { cspHashSource, fetchPage } from './fetch-page.ts';

const paths = ['/', '/servicios/pintura-motos', '/cursos/detailing-basico', '/politica-privacidad', '/no-existe'];

describe.each(paths)('security headers on %s', (path) => {
  it('sends a strict Content-Security-Policy and the hardening headers', async () => {
    const { response } = await fetchPage(path);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('frame-src https://www.google.com');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
  });
});

describe('inline stylesheet', () => {
  const styleSources = (response: Response) =>
    /(?:^|; )style-src ([^;]+)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]?.split(' ') ?? [];

  it.each(['/', '/politica-privacidad', '/servicios/pulido-abrillantado', '/cursos/detailing-basico'])(
    '%s: is allowed by the policy through its hash',
    async (path) => {
      const { response, html } = await fetchPage(path);
      const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(css.length).toBeGreaterThan(1000);
      expect(styleSources(response)).toContain(await cspHashSource(css));
    },
  );

  it("allows only the inline stylesheets (the whole one, the home page's and the detail pages' first screens) and the site's own files", async () => {
    const { response } = await fetchPage('/');
    const sources = styleSources(response);
    expect(sources).toHaveLength(4);
    expect(sources[0]).toBe("'self'");
    expect(sources.slice(1).every((source) => /^'sha256-[\w+/]+=*'$/.test(source))).toBe(true);
  });
});

describe('compression', () => {
  it('asks the runtime to compress HTML with brotli when the browser accepts it', async () => {
    const { response } = await fetchPage('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
  });

  it('falls back to gzip', async () => {
    const { response } = await fetchPage('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
  });
});
