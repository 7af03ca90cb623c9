// Between pages: every visitor page carries speculation rules that name only
// the site's pages, a speculative request is answered like any other, and
// every page's link preview describes its image.
import { describe, expect, it } from 'vitest';
import { courses, home, legalPages, services } from '../../src/generated/content.ts';
import { notFoundPath, pageTypePaths, sitePaths } from '../../src/lib/sitemap.ts';
import { siteConfig } from '../../src/site.config.ts';
import { cspHashSource, fetchPage } from './fetch-page.ts';

const origin = 'https://elitegaragespa.com';
const pages = pageTypePaths(services, courses);

interface DocumentRule {
  where: { href_matches: string[] };
  eagerness: string;
}

function rulesOf(html: string): { text: string; rules: Record<string, DocumentRule[]> } {
  const blocks = [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const text = blocks[0]?.[1] ?? '';
  return { text, rules: JSON.parse(text) as Record<string, DocumentRule[]> };
}

/** Whether a document rule's patterns select a link to `url`, as Chromium reads them (relative to the page). */
const selects = (rule: DocumentRule, url: string) =>
  rule.where.href_matches.some((pattern) => new URLPattern(pattern, `${origin}/`).test(url));

describe('speculation rules', () => {
  it.each([...pages, '/servicios/no-existe'])(
    '%s carries them, allowed by its policy and nothing more',
    async (path) => {
      const { response, html } = await fetchPage(path);
      const { text, rules } = rulesOf(html);
      const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1] ?? '';
      expect(scriptSrc.split(' ')).toEqual(
        expect.arrayContaining(["'inline-speculation-rules'", await cspHashSource(text)]),
      );
      expect(Object.keys(rules).sort()).toEqual(['prefetch', 'prerender']);
    },
  );

  it('prefetch on intent (moderate), prerender only on the strongest signal (conservative)', async () => {
    const { rules } = rulesOf((await fetchPage('/')).html);
    expect(rules.prefetch?.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(rules.prerender?.map((rule) => rule.eagerness)).toEqual(['conservative']);
  });

  it("select every page of the site, with or without a #section, and nothing that isn't one", async () => {
    const { html } = await fetchPage('/');
    const rules = Object.values(rulesOf(html).rules).flat();
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
      mediaUrl,
      videoUrl,
      '/sitemap.xml',
      '/robots.txt',
      '/site.webmanifest',
      '/favicon-32.png',
    ].map((path) => `${origin}${path}`);
    const chat = `https://wa.me/${siteConfig.phone.chatDigits}?text=Hola`;
    for (const rule of rules) {
      for (const url of pageUrls) expect(selects(rule, url), url).toBe(true);
      for (const url of [...others, chat, siteConfig.reviewsUrl, siteConfig.mapEmbedUrl])
        expect(selects(rule, url), url).toBe(false);
    }
  });

  it('a speculative request (Sec-Purpose) gets the very page a visit gets, and changes nothing', async () => {
    for (const path of ['/', `/servicios/${services[0]?.id}`, notFoundPath]) {
      const visit = await fetchPage(path);
      for (const purpose of ['prefetch', 'prefetch;prerender']) {
        const speculation = await fetchPage(path, { headers: { 'Sec-Purpose': purpose } });
        expect(speculation.response.status).toBe(visit.response.status);
        expect(speculation.html).toBe(visit.html);
        expect(speculation.response.headers.get('Content-Security-Policy')).toBe(
          visit.response.headers.get('Content-Security-Policy'),
        );
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
  });
});
