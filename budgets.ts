// Every size and time budget of the site, in one place. BUDGETS.md gives the
// measured figures and the command that measures each one.
// Sizes are in kilobytes of 1,000 bytes: the stricter reading of "KB".
const KB = 1000;
/** The Worker's size is in KiB of 1,024 bytes, as Cloudflare states its limits. */
const KiB = 1024;

export const budgets = {
  /**
   * All JavaScript the home page loads, React included, once its island is hydrated and it is scrolled through (gzip -9).
   * React's runtime is 67.6 KB of it; the rest is the form island, which carries the form's words and service options,
   * so it grows with the owner's services.
   */
  homeJavaScript: 80 * KB,
  /** JavaScript any page requests before the visitor interacts or scrolls near an island (gzip -9): no React. */
  javaScriptBeforeInteraction: 10 * KB,
  /** The whole stylesheet (gzip -9): inlined by legal and not-found pages, linked by the others after their first screen. */
  css: 15 * KB,
  /** The home page's HTML (gzip -9), with room for the owner's next services and reviews (tests/e2e/owner.spec.ts). */
  homeHtml: 23 * KB,
  /** Elements in the home page's server-rendered HTML, head included (what the browser parses, styles and lays out). */
  homeElements: 800,
  /** The home, service and course pages' HTML before the whole stylesheet's link, inline CSS included: the first round trip (gzip -9). */
  firstScreen: 14 * KB,
  /**
   * The Worker as `wrangler deploy` uploads it (gzip -9): every edge location loads it at a cold start. Zod and the
   * content schemas are build-only (eslint.config.js); they once slipped in and made it 340 KiB.
   */
  workerGzip: 220 * KiB,
  /** Median server render time of the home page (ms): `npm run bench`, a benchmark outside `npm test`. */
  homeRenderMs: 5,
  // No Lighthouse timing bar: its timings move with the browser. `npm run test:lighthouse` checks the scores that do
  // not (accessibility, best practices, SEO: 100); `npm run lighthouse` times our pages beside a static copy of them.
  /** Link previews must stay under WhatsApp's limit. */
  linkPreview: 300 * KB,
} as const;
