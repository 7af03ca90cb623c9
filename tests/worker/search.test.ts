import { describe, expect, it } from 'vitest';
import { courses, services } from '../../src/generated/content.ts';
import { siteConfig } from '../../src/site.config.ts';
import { fetchPage } from './fetch-page.ts';

type JsonLd = Record<string, unknown> & { '@type': string };

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as JsonLd,
  );
}

const byType = (blocks: JsonLd[], type: string) => {
  const block = blocks.find((candidate) => candidate['@type'] === type);
  if (!block) throw new Error(`no ${type} block`);
  return block;
};

describe('security.txt', () => {
  it('names the contact address, Spanish then English, and expires within a year', async () => {
    const { response, html } = await fetchPage('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/plain');
    const fields = Object.fromEntries(
      html
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    expect(fields.Contact).toBe(`mailto:${siteConfig.email}`);
    expect(fields['Preferred-Languages']).toBe('es, en');
    expect(fields.Canonical).toBe(`${siteConfig.origin}/.well-known/security.txt`);
    const expires = Date.parse(fields.Expires ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
  });
});

describe('sitemap and robots', () => {
  it('lists every real page with absolute URLs and nothing else', async () => {
    const { response, html } = await fetchPage('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/xml');
    const locations = [...html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `${siteConfig.origin}/`,
      ...services.map((service) => `${siteConfig.origin}/servicios/${service.id}`),
      ...courses.map((course) => `${siteConfig.origin}/cursos/${course.id}`),
      `${siteConfig.origin}/precios`,
      `${siteConfig.origin}/terminos-condiciones`,
      `${siteConfig.origin}/politica-privacidad`,
    ]);
    for (const location of locations) {
      const { response: page } = await fetchPage(new URL(location ?? '').pathname);
      expect(page.status, location).toBe(200);
    }
  });

  it('points robots to the sitemap', async () => {
    const { response, html } = await fetchPage('/robots.txt');
    expect(response.status).toBe(200);
    expect(html).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`);
  });
});

describe('structured data', () => {
  it('describes the business on the home page as an AutoWash, without ratings', async () => {
    const blocks = jsonLdOf((await fetchPage('/')).html);
    const business = byType(blocks, 'AutoWash');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: siteConfig.name,
      url: `${siteConfig.origin}/`,
      telephone: siteConfig.phone.tel,
      email: siteConfig.email,
      address: { '@type': 'PostalAddress', streetAddress: 'Luzuriaga 395', addressCountry: 'AR' },
      geo: { '@type': 'GeoCoordinates', latitude: siteConfig.geo.latitude, longitude: siteConfig.geo.longitude },
      hasMap: siteConfig.reviewsUrl,
      sameAs: siteConfig.social.map((profile) => profile.url),
      priceRange: 'Desde $5.000',
    });
    expect(String(business.image)).toMatch(/^https:\/\/elitegaragespa\.com\/media\/hero-/);
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '19:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '18:00' },
    ]);
    expect(business.makesOffer).toHaveLength(services.length);
    expect(JSON.stringify(blocks)).not.toContain('aggregateRating');
  });

  it.each(services.map((service) => [service.id]))(
    'describes /servicios/%s as a Service with its FAQs and breadcrumbs',
    async (id) => {
      const service = services.find((candidate) => candidate.id === id);
      const blocks = jsonLdOf((await fetchPage(`/servicios/${id}`)).html);
      expect(byType(blocks, 'Service')).toMatchObject({
        name: service?.title,
        url: `${siteConfig.origin}/servicios/${id}`,
        provider: { '@type': 'AutoWash', name: siteConfig.name },
      });
      const faq = byType(blocks, 'FAQPage');
      expect(faq.mainEntity).toEqual(
        service?.faqs.map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer },
        })),
      );
      expect(byType(blocks, 'BreadcrumbList').itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${siteConfig.origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Servicios', item: `${siteConfig.origin}/#servicios` },
        { '@type': 'ListItem', position: 3, name: service?.title, item: `${siteConfig.origin}/servicios/${id}` },
      ]);
    },
  );

  it('describes the course as a Course with its provider and breadcrumbs', async () => {
    const [course] = courses;
    const blocks = jsonLdOf((await fetchPage(`/cursos/${course?.id}`)).html);
    expect(byType(blocks, 'Course')).toMatchObject({
      name: course?.title,
      description: course?.shortDescription,
      provider: { '@type': 'AutoWash', name: siteConfig.name },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Onsite' },
    });
    expect(byType(blocks, 'BreadcrumbList').itemListElement).toHaveLength(3);
  });
});

describe('link previews', () => {
  it('gives every page a unique title and description with Open Graph and Twitter tags', async () => {
    const seen = new Set<string>();
    for (const path of ['/', `/servicios/${services[0]?.id}`, `/cursos/${courses[0]?.id}`, '/politica-privacidad']) {
      const { html } = await fetchPage(path);
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(seen.has(title) || seen.has(description), path).toBe(false);
      seen.add(title).add(description);
      expect(html).toContain(`<meta property="og:url" content="${siteConfig.origin}${path}"/>`);
      expect(html).toContain('<meta property="og:locale" content="es_AR"/>');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/elitegaragespa\.com\/og\/[\w-]+\.jpg"\/>/);
      expect(html).toContain('<meta property="og:image:width" content="1200"/>');
      expect(html).toContain('<meta property="og:image:height" content="630"/>');
      expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+"\/>/);
    }
  });
});
