// Speculation rules on every visitor page: prefetch a page link on intent, prerender on the strongest signal.
// A positive list of the site's page patterns, so /admin/, /consulta, media and other sites never qualify.
import { legalSlugs } from '../content/legal-slugs.ts';
import { courseHref, serviceHref } from './navigation.ts';

/** URL patterns of the site's pages (src/lib/sitemap.ts lists the same pages one by one). */
export const pagePatterns = ['/', serviceHref('*'), courseHref('*'), ...legalSlugs.map((slug) => `/${slug}`)];

const pageLinks = { href_matches: pagePatterns };

/** The rules as the document writes them: prefetch on `moderate` intent, prerender only on `conservative`. */
export const speculationRules = JSON.stringify({
  prefetch: [{ where: pageLinks, eagerness: 'moderate' }],
  prerender: [{ where: pageLinks, eagerness: 'conservative' }],
});
