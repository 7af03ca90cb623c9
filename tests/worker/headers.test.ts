import { describe, expect, it } from 'vitest';
import { cspHashSource, fetchPage, inlineSources } from './fetch-page.ts';
import { observatoryGrade } from './observatory.ts';

const paths = ['/', '/servicios/pintura-motos', '/cursos/detailing-basico', '/politica-privacidad', '/no-existe'];

describe.each(paths)('security headers on %s', (path) => {
  it('sends a strict Content-Security-Policy and the hardening headers', async () => {
    const { response } = await fetchPage(path);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    // default-src 'self' for the web app manifest (src/security-headers.ts): every other directive that falls back
    // to it is named (worker-src and child-src fall back to script-src and frame-src first).
    expect(csp).toMatch(/^default-src 'self'; /);
    for (const directive of ['script', 'style', 'img', 'font', 'media', 'connect', 'object', 'frame'])
      expect(csp).toMatch(new RegExp(`; ${directive}-src [^;]+`));
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('manifest-src');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('frame-src https://www.google.com');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
  });

  it('opens in the tab it is loaded into: no opener policy (which would start a new renderer process)', async () => {
    const { response } = await fetchPage(path);
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
  });

  it("grades A+ by the MDN HTTP Observatory's rules", async () => {
    const { response } = await fetchPage(path);
    const { grade, score, tests } = observatoryGrade(response.headers);
    expect(Object.fromEntries(Object.entries(tests).map(([name, test]) => [name, test.result]))).toMatchObject({
      'content-security-policy': 'csp-implemented-with-no-unsafe',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'referrer-policy': 'referrer-policy-private',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
    });
    expect(Object.values(tests).every((test) => test.modifier >= 0)).toBe(true);
    expect(score).toBeGreaterThanOrEqual(100);
    expect(grade).toBe('A+');
  });
});

describe("the MDN HTTP Observatory's rules", () => {
  const graded = (headers: Record<string, string>) => observatoryGrade(new Headers(headers));
  const strict = {
    'Content-Security-Policy': "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
    'Strict-Transport-Security': 'max-age=63072000',
    'X-Content-Type-Options': 'nosniff',
  };

  it('grade a strict policy with transport security and nosniff A+, and a bonus past 100', () => {
    expect(graded(strict)).toMatchObject({ grade: 'A+', score: 115 });
    expect(
      graded({ ...strict, 'Referrer-Policy': 'no-referrer', 'Cross-Origin-Opener-Policy': 'same-origin' }).score,
    ).toBe(130);
  });

  it('take points off for what is missing or unsafe, and count bonuses only while the penalties leave an A', () => {
    expect(graded({ ...strict, 'X-Content-Type-Options': 'sniff' })).toMatchObject({ grade: 'A+', score: 110 });
    expect(
      graded({ ...strict, 'X-Content-Type-Options': 'sniff', 'Strict-Transport-Security': 'max-age=86400' }),
    ).toMatchObject({ grade: 'A-', score: 85 });
    expect(graded({ 'X-Content-Type-Options': 'nosniff' })).toMatchObject({ grade: 'D', score: 35 });
    expect(
      graded({ ...strict, 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }),
    ).toMatchObject({ grade: 'C+', score: 60 });
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
});

describe('each page allows only the inline code it has', () => {
  const sourcesOf = (response: Response, directive: string) =>
    new RegExp(`(?:^|; )${directive} ([^;]+)`)
      .exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]
      ?.split(' ');
  it.each([...paths, '/servicios/no-existe'])('%s', async (path) => {
    const { response, html } = await fetchPage(path);
    const scripts = await inlineSources(html, 'script');
    const styles = await inlineSources(html, 'style');
    expect(scripts.length).toBeGreaterThan(0);
    expect(styles).toHaveLength(1);
    // 'self': the page's script files and the stylesheet file a first screen links. The speculation rules come from
    // the Speculation-Rules header, which script-src does not cover: no keyword or hash for them.
    expect(sourcesOf(response, 'script-src')?.sort()).toEqual(["'self'", ...scripts].sort());
    expect(sourcesOf(response, 'style-src')?.sort()).toEqual(["'self'", ...styles].sort());
  });

  it('other responses keep the site-wide policy, which allows every inline block', async () => {
    const { response } = await fetchPage('/cursos/detailing-basico/', { redirect: 'manual' });
    expect(response.status).toBe(301);
    const all = await Promise.all(
      [...(await fetchPage('/')).html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) =>
        cspHashSource(css),
      ),
    );
    expect(all.length).toBe(1);
    expect(sourcesOf(response, 'style-src')).toHaveLength(4);
    expect(sourcesOf(response, 'style-src')).toContain(all[0]);
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
