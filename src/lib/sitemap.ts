// The site's real pages, for /sitemap.xml: no not-found pages, no #sections.
import { legalSlugs } from '../content/legal-slugs.ts';
import { courseHref, serviceHref } from './navigation.ts';
import { absoluteUrl } from './page-meta.ts';

export function sitePaths(services: readonly { id: string }[], courses: readonly { id: string }[]): string[] {
  return [
    '/',
    ...services.map((service) => serviceHref(service.id)),
    ...courses.map((course) => courseHref(course.id)),
    ...legalSlugs.map((slug) => `/${slug}`),
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
