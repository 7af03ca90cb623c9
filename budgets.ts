// Every size and time budget of the site, in one place. BUDGETS.md gives the
// measured figures and the command that measures each one.
// Sizes are in kilobytes of 1,000 bytes: the stricter reading of "KB".
const KB = 1000;

export const budgets = {
  /** All JavaScript the home page loads, React included (gzip -9). React 19.3's client alone is 67,433 bytes. */
  homeJavaScript: 75 * KB,
  /** The stylesheet, inlined in every page (gzip -9). */
  css: 15 * KB,
  /** The home page's HTML (gzip -9). */
  homeHtml: 40 * KB,
  /** HTML up to the end of the hero, with its inline CSS: the first round trip (gzip -9). */
  firstScreen: 14 * KB,
  /** Median server render time of the home page (ms). */
  homeRenderMs: 5,
  /** Lighthouse medians (mobile, simulated throttling); every category must score 100. */
  lighthouse: { fcpMs: 1000, lcpMs: 1500, tbtMs: 50, cls: 0.02 },
  /** Link previews must stay under WhatsApp's limit. */
  linkPreview: 300 * KB,
} as const;
