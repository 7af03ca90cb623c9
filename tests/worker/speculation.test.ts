// Between pages: every visitor page names, in its Speculation-Rules header, one rules file that selects only
// the site's pages, a speculative request is answered like any other, and every page's link preview describes
// its image.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildVersion } from '../../src/generated/build-version.ts';
import { courses, home, legalPages, services } from '../../src/generated/content.ts';
import { notFoundPath, pageTypePaths, sitePaths } from '../../src/lib/sitemap.ts';
import { speculationRulesPath } from '../../src/lib/speculation-rules.ts';
import { siteConfig } from '../../src/site.config.ts';
import { fetchPage, type Page } from './fetch-page.ts';

const origin = 'https://elitegaragespa.com';
const pages = pageTypePaths(services, courses);
/** Every kind of visitor page, with its status: the enquiry form answered again (422) when it comes empty. */
const visitorPages: [path: string, init: RequestInit | undefined, status: number][] = [
  ...pages.map((path): [string, undefined, number] => [path, undefined, path === notFoundPath ? 404 : 200]),
  ['/servicios/no-existe', undefined, 404],
  ['/consulta', { method: 'POST', body: new URLSearchParams(), redirect: 'manual' }, 422],
];

interface DocumentRule {
  where: { href_matches: string[] };
  eagerness: string;
}

/**
 * The address a page's Speculation-Rules header names, resolved against the page as Chromium resolves it. The header
 * is a structured-field list (RFC 8941): one quoted string, no inner list, no parameters.
 */
function rulesUrlOf({ response }: Page, path = '/'): URL {
  const header = response.headers.get('Speculation-Rules') ?? '';
  const [, address = ''] = /^"([^"\\]+)"$/.exec(header) ?? [];
  expect(address, header).not.toBe('');
  return new URL(address, `${origin}${path}`);
}

/** The rules file a page names, as the browser fetches it. */
async function rulesOf(page: Page, path = '/') {
  const { pathname, search } = rulesUrlOf(page, path);
  const file = await fetchPage(`${pathname}${search}`);
  return { file, rules: JSON.parse(file.html) as Record<string, DocumentRule[]> };
}

/** Whether a document rule's patterns select a link to `url`, as Chromium reads them (relative to the rules' file). */
const selects = (rule: DocumentRule, url: string, rulesUrl: URL) =>
  rule.where.href_matches.some((pattern) => new URLPattern(pattern, rulesUrl.href).test(url));

describe('speculation rules', () => {
  it.each(visitorPages)(
    '%s names them in its Speculation-Rules header, and its policy needs no keyword or hash for them',
    async (path, init, status) => {
      const page = await fetchPage(path, init);
      expect(page.response.status).toBe(status);
      // Same-origin: fetched in CORS mode, a file from another origin would need CORS headers.
      expect(rulesUrlOf(page, path).origin).toBe(origin);
      const { file, rules } = await rulesOf(page, path);
      // What Chromium requires of the file: a 2xx status and this exact type; UTF-8 JSON.
      expect(file.response.status).toBe(200);
      expect(file.response.headers.get('Content-Type')).toBe('application/speculationrules+json');
      expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
      expect(page.html).not.toContain('speculationrules');
      expect(page.response.headers.get('Content-Security-Policy')).not.toContain('speculation');
    },
  );

  it("this release's rules are kept for a year, any other address is revalidated on every use", async () => {
    const page = await fetchPage('/');
    const rulesUrl = rulesUrlOf(page);
    expect(rulesUrl.searchParams.get('v')).toBe(buildVersion);
    expect((await rulesOf(page)).file.response.headers.get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const other of [rulesUrl.pathname, `${rulesUrl.pathname}?v=${buildVersion}x`]) {
      const { response, html } = await fetchPage(other);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(html).toBe((await rulesOf(page)).file.html);
    }
  });

  it("a page's 304 carries its header too, so a revalidated copy names this release's rules", async () => {
    const { response } = await fetchPage('/');
    const etag = response.headers.get('ETag') ?? '';
    const revalidated = await fetchPage('/', { headers: { 'If-None-Match': etag } });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.response.headers.get('Speculation-Rules')).toBe(response.headers.get('Speculation-Rules'));
  });

  it("are never named by the editor's pages, nor by what is not a page", async () => {
    for (const path of ['/admin/', '/admin/consultas', '/sitemap.xml', '/robots.txt', speculationRulesPath]) {
      expect((await fetchPage(path)).response.headers.get('Speculation-Rules'), path).toBeNull();
    }
  });

  it('prefetch on intent (moderate), prerender only on the strongest signal (conservative)', async () => {
    const { rules } = await rulesOf(await fetchPage('/'));
    expect(rules.prefetch?.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(rules.prerender?.map((rule) => rule.eagerness)).toEqual(['conservative']);
  });

  it("select every page of the site, with or without a #section, and nothing that isn't one", async () => {
    const page = await fetchPage('/');
    const { html } = page;
    const rulesUrl = rulesUrlOf(page);
    const rules = Object.values((await rulesOf(page)).rules).flat();
    const pageUrls = [...sitePaths(services, courses), '/#contacto', '/#servicios'].map((path) => `${origin}${path}`);
    const mediaUrl = /src="(\/media\/[^"]+)"/.exec(html)?.[1];
    const videoUrl = /src="(\/video\/[^"]+)"/.exec(html)?.[1];
    expect(mediaUrl).toBeDefined();
    expect(videoUrl).toBeDefined();
    const others = [
      '/admin/',
      '/admin/consultas',
      '/consulta',
      '/consulta?nombre=Ana',
      '/resena',
      mediaUrl,
      videoUrl,
      '/sitemap.xml',
      '/robots.txt',
      '/site.webmanifest',
      '/favicon-32.png',
      `${rulesUrl.pathname}${rulesUrl.search}`,
    ].map((path) => `${origin}${path}`);
    const chat = `https://wa.me/${siteConfig.phone.chatDigits}?text=Hola`;
    for (const rule of rules) {
      for (const url of pageUrls) expect(selects(rule, url, rulesUrl), url).toBe(true);
      for (const url of [...others, chat, siteConfig.reviewsUrl, siteConfig.mapEmbedUrl])
        expect(selects(rule, url, rulesUrl), url).toBe(false);
    }
  });

  it('a speculative request (Sec-Purpose) gets the very page a visit gets, and changes nothing', async () => {
    for (const path of ['/', `/servicios/${services[0]?.id}`, notFoundPath]) {
      const visit = await fetchPage(path);
      for (const purpose of ['prefetch', 'prefetch;prerender']) {
        const speculation = await fetchPage(path, { headers: { 'Sec-Purpose': purpose } });
        expect(speculation.response.status).toBe(visit.response.status);
        expect(speculation.html).toBe(visit.html);
        for (const header of ['Content-Security-Policy', 'Speculation-Rules'])
          expect(speculation.response.headers.get(header)).toBe(visit.response.headers.get(header));
      }
      expect((await fetchPage(path)).html).toBe(visit.html);
    }
  });
});

describe('link previews', () => {
  it.each([...pages, '/servicios/no-existe'])('%s describes its preview image for Open Graph and X', async (path) => {
    const { html } = await fetchPage(path);
    const meta = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
    // The title the card shows: the page's own, or the home page's for a page with no address of its own.
    const title =
      services.find((service) => path === `/servicios/${service.id}`)?.title ??
      courses.find((course) => path === `/cursos/${course.id}`)?.title ??
      Object.entries(legalPages).find(([slug]) => path === `/${slug}`)?.[1].title ??
      home.hero.title;
    const alt = `${siteConfig.name}: «${title}», sobre una foto de nuestro trabajo`;
    expect(meta('property', 'og:image')).toMatch(new RegExp(`^${origin}/og/[\\w-]+\\.jpg$`));
    expect(meta('property', 'og:image:alt')).toBe(alt);
    expect(meta('name', 'twitter:image:alt')).toBe(alt);
    // The image itself, as Workers Static Assets serve it (before the Worker runs).
    const image = await env.ASSETS.fetch(meta('property', 'og:image') ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    await image.body?.cancel();
  });
});
