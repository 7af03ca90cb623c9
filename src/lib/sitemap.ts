// The site's real pages, for /sitemap.xml (no not-found pages, no #sections), and a sample of each page type.
import { legalSlugs } from '../content/legal-slugs.ts';
import { courseHref, pricesHref, serviceHref } from './navigation.ts';
import { absoluteUrl } from './page-meta.ts';

export function sitePaths(services: readonly { id: string }[], courses: readonly { id: string }[]): string[] {
  return [
    '/',
    ...services.map((service) => serviceHref(service.id)),
    ...courses.map((course) => courseHref(course.id)),
    pricesHref,
    ...legalSlugs.map((slug) => `/${slug}`),
  ];
}

/** An address no page has: the site answers it with the generic not-found page. */
export const notFoundPath = '/no-existe';

/** One page of each type the site renders, the not-found page last: what page-by-page checks and benchmarks sample. */
export function pageTypePaths(services: readonly { id: string }[], courses: readonly { id: string }[]): string[] {
  return [
    '/',
    ...services.slice(0, 1).map((service) => serviceHref(service.id)),
    ...courses.slice(0, 1).map((course) => courseHref(course.id)),
    ...legalSlugs.slice(0, 1).map((slug) => `/${slug}`),
    notFoundPath,
  ];
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
}

/** Days a security.txt stays valid: RFC 9116 asks for less than a year; this one is written anew on every request. */
export const securityTxtDays = 180;

/** /.well-known/security.txt (RFC 9116): whom to tell about a vulnerability, in which languages, until when. */
export function securityTxt(origin: string, email: string, now: Date): string {
  const expires = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + securityTxtDays));
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: es, en',
    `Canonical: ${absoluteUrl(origin, '/.well-known/security.txt')}`,
    '',
  ].join('\n');
}
