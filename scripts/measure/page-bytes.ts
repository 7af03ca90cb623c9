// What the byte budgets measure of a served page (gzip -9; the first screen; the scripts it starts), shared by the
// Playwright budget tests (tests/e2e/page-figures.ts), `npm run figures` and the HTTP suite's check of BUDGETS.md.
import { gzipSync } from 'node:zlib';
import { courses, services } from '../../src/generated/content.ts';
import { pageTypePaths } from '../../src/lib/sitemap.ts';

/** Bytes once compressed as gzip -9: what the Worker's compression sends, at worst. */
export const gzipped = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/** A page's first screen: everything before the whole stylesheet's link (the whole page where the stylesheet is inlined). */
export function firstScreenOf(html: string): string {
  const link = html.indexOf('<link rel="stylesheet"');
  return link < 0 ? html : html.slice(0, link);
}

/** The page types BUDGETS.md gives figures for, in pageTypePaths' order: home, service, course, legal, not found. */
export const pageTypeNames = ['home', 'service', 'course', 'legal', 'not found'] as const;

export interface PageBytes {
  type: (typeof pageTypeNames)[number];
  path: string;
  /** The HTML as served, gzip -9 and raw. */
  html: number;
  htmlRaw: number;
  /** The HTML before the whole stylesheet's link; undefined where the page inlines the whole stylesheet instead. */
  firstScreen: number | undefined;
  /** The page's inline CSS: its first screen's styles, or the whole stylesheet on legal and not-found pages. */
  inlineCss: number;
  /**
   * The scripts the page's bootstrap starts after the first paint (its data-src: the page bundle and its chunks),
   * what it runs before the visitor interacts: the figure tests/e2e/budgets.spec.ts measures in Chromium.
   */
  javaScript: number;
}

export interface SiteBytes {
  pages: PageBytes[];
  /** The whole stylesheet that the home, service and course pages link after their first screen, gzip -9 and raw. */
  stylesheet: { gzip: number; raw: number };
}

async function body(origin: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, origin));
  // The not-found page answers 404 with its page; anything else but a page is an error.
  if (!response.ok && response.status !== 404) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

/** Measures one page of each type, and the stylesheet, as the running site at `origin` serves them. */
export async function measureSite(origin: string): Promise<SiteBytes> {
  const paths = pageTypePaths(services, courses);
  if (paths.length !== pageTypeNames.length) throw new Error(`expected one page of each type, got ${paths.join(' ')}`);
  let stylesheet: string | undefined;
  const pages = await Promise.all(
    paths.map(async (path, index): Promise<PageBytes> => {
      const html = await body(origin, path);
      const linked = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
      if (linked) stylesheet ??= linked;
      const scripts = /<script data-src="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
      if (scripts.length === 0) throw new Error(`${path}: no bootstrap script with data-src`);
      const scriptBytes = await Promise.all(scripts.map(async (script) => gzipped(await body(origin, script))));
      return {
        type: pageTypeNames[index] ?? 'home',
        path,
        html: gzipped(html),
        htmlRaw: Buffer.byteLength(html),
        firstScreen: linked ? gzipped(firstScreenOf(html)) : undefined,
        inlineCss: gzipped(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''),
        javaScript: scriptBytes.reduce((sum, bytes) => sum + bytes, 0),
      };
    }),
  );
  if (!stylesheet) throw new Error('no page links the whole stylesheet');
  const css = await body(origin, stylesheet);
  return { pages, stylesheet: { gzip: gzipped(css), raw: Buffer.byteLength(css) } };
}
