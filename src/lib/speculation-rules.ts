// Speculation rules on every visitor page: prefetch a page link on intent, prerender on the strongest signal.
// A positive list of the site's page patterns, so /admin/, /consulta, media and other sites never qualify.
// Pages name the rules' file in their Speculation-Rules header (src/render.tsx), not in an inline
// <script type="speculationrules">: a header needs no script-src keyword or hash (Chromium applies no CSP to it),
// and WebKit reports 'inline-speculation-rules' in a policy as an invalid source.
import { legalSlugs } from '../content/legal-slugs.ts';
import { courseHref, pricesHref, serviceHref } from './navigation.ts';

/** URL patterns of the site's pages (src/lib/sitemap.ts lists the same pages one by one). */
export const pagePatterns = [
  '/',
  serviceHref('*'),
  courseHref('*'),
  pricesHref,
  ...legalSlugs.map((slug) => `/${slug}`),
];

const pageLinks = { href_matches: pagePatterns };

/** The rules' file: prefetch on `moderate` intent, prerender only on `conservative`. */
export const speculationRules = JSON.stringify({
  prefetch: [{ where: pageLinks, eagerness: 'moderate' }],
  prerender: [{ where: pageLinks, eagerness: 'conservative' }],
});

/** Where the Worker serves the rules (src/routes/speculation-rules.ts). */
export const speculationRulesPath = '/speculation-rules.json';

/**
 * The Speculation-Rules header's value: a structured-field list (RFC 8941) of one string, the rules' address
 * relative to the page. The release's version in the query gives each release's rules an address of their own, so a
 * browser fetches them once per release and keeps them.
 *
 * @example speculationRulesHeader('kWEyoVut2Fuz') // '"/speculation-rules.json?v=kWEyoVut2Fuz"'
 */
export const speculationRulesHeader = (version: string) => `"${speculationRulesPath}?v=${encodeURIComponent(version)}"`;
