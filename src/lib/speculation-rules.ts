// The Speculation Rules every visitor page carries (an inline
// <script type="speculationrules">, allowed by its CSP hash): Chromium fetches
// a page link's document as soon as the visitor shows intent (hover, pointer
// down) and prerenders it on the strongest signal, so the tap finds it ready.
// Only links to the site's pages qualify: never /admin/, /consulta, media,
// files or other sites.
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
