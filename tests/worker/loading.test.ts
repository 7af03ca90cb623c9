// What each page has the browser fetch before the visitor scrolls or touches anything, as its HTML says: the photos,
// videos, frames and fonts it loads eagerly, the bundles it starts, and the stylesheet it inlines or links. How much
// that weighs and when it starts is measured in the browser (tests/e2e/budgets.spec.ts).
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { courses, services } from '../../src/generated/content.ts';
import { legalSlugs } from '../../src/content/legal-slugs.ts';
import { courseHref, serviceHref } from '../../src/lib/navigation.ts';
import { notFoundPath } from '../../src/lib/sitemap.ts';
import { fetchDom } from './dom.ts';
import { fetchFile, fetchPage } from './fetch-page.ts';

const servicePaths = services.map((service) => serviceHref(service.id));
const coursePaths = courses.map((course) => courseHref(course.id));
const legalPaths = legalSlugs.map((slug) => `/${slug}`);

/** Elements the document has: a <template>'s content is inert, nothing in it is fetched. */
const inDocument = (elements: Element[]) =>
  elements.filter((element) => {
    for (let parent = element.parent; parent; parent = parent.parent)
      if ('name' in parent && parent.name === 'template') return false;
    return true;
  });

/** The bundles a page's loader starts (its data-src), by name: /assets/page-AbCd1234.js → page. */
async function bundlesOf(path: string): Promise<string[]> {
  const { html } = await fetchPage(path);
  const files = /<script data-src="([^"]+)">/.exec(html)?.[1]?.split(' ') ?? [];
  return files.map((file) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file);
}

describe('what a page fetches before the visitor scrolls', () => {
  const firstPhotos: [string, RegExp | undefined][] = [
    ['/', /^\/media\/hero-/],
    ...servicePaths.map((path): [string, RegExp] => [path, /^\/media\/services\//]),
    ...coursePaths.map((path): [string, RegExp] => [path, /^\/media\/courses\//]),
    ...[...legalPaths, notFoundPath].map((path): [string, undefined] => [path, undefined]),
  ];
  it.each(firstPhotos)('%s: its first photo and the font, nothing else', async (path, firstPhoto) => {
    const page = await fetchDom(path);
    const eagerPhotos = inDocument(page.all('img:not([loading="lazy"])')).map((image) => image.attribs.src);
    expect(eagerPhotos).toEqual(firstPhoto ? [expect.stringMatching(firstPhoto)] : []);
    expect(inDocument(page.all('link[rel="preload"]')).map((link) => link.attribs.as)).toEqual(['font']);
    const videos = inDocument(page.all('video'));
    expect(videos.filter((video) => video.attribs.preload !== 'none' || 'poster' in video.attribs)).toEqual([]);
    // A video's file is given to it when it first plays: before that the browser has no media to set up.
    expect(
      videos.filter((video) => 'src' in video.attribs || !video.attribs['data-src']?.startsWith('/video/')),
    ).toEqual([]);
    expect(inDocument(page.all('iframe')).filter((frame) => frame.attribs.loading !== 'lazy')).toEqual([]);
  });

  // The browser measures one page of each type (tests/e2e/budgets.spec.ts): the others start the same bundles.
  it.each([
    ['service', servicePaths, ['detail', 'looping-video', 'page']],
    ['course', coursePaths, ['detail', 'looping-video', 'page']],
    ['legal', legalPaths, ['shell', 'page']],
  ])('every %s page starts the same bundles', async (_, paths, bundles) => {
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect([path, await bundlesOf(path)]).toEqual([path, bundles]);
  });

  it('the not-found page starts its own bundle, and nothing else', async () => {
    expect(await bundlesOf(notFoundPath)).toEqual(['not-found']);
  });

  it.each(legalPaths)(
    '%s inlines the whole stylesheet, the file the other pages link and browsers keep, and links none',
    async (path) => {
      const { html } = await fetchPage(path);
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      const linked = /<link rel="stylesheet" href="([^"]+)"/.exec((await fetchPage('/')).html)?.[1] ?? '';
      const whole = await fetchFile(linked);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('Cache-Control')).toContain('immutable');
      expect(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1]).toBe((await whole.text()).trim());
    },
  );
});
