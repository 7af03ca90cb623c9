// Which pages a page-by-page check visits. Pages of one type share a template: one of each type is checked at both
// sizes, and the rest of them once (@once), a few to a test, in one browser page.
import { courses, services } from '../../src/generated/content.ts';
import { pageTypePaths, sitePaths } from '../../src/lib/sitemap.ts';
import { test } from './fixtures.ts';

/** One page of each type: the home page, a service, a course, a legal page, the not-found page (last). */
export const pageTypes = pageTypePaths(services, courses);

/** One page of each type but the home page, which a page-by-page check may visit on its own. */
export const pageTypesButHome = pageTypes.filter((path) => path !== '/');

/**
 * The home page, at both sizes, then the other types of page together, once: for a check that only the home page's
 * layout by size can change (the header it shares with them is checked with it).
 */
export const homeThenOtherTypes: { paths: string[]; tag: string[] }[] = [
  { paths: ['/'], tag: [] },
  { paths: pageTypesButHome, tag: ['@once'] },
];

const [, service = '', course = '', legal = ''] = pageTypes;
/** The page of each type in pageTypes that a check names by its type. */
export const sample = { service, course, legal };

/** The pages a missing service or course gets: the site's shell around a not-found message. */
export const missingEntryPaths = ['/servicios/no-existe', '/cursos/no-existe'];

/** The site's other pages: each is of a type in pageTypes. */
export const otherPages = sitePaths(services, courses).filter((path) => !pageTypes.includes(path));

/** `items` cut into consecutive groups of at most `size`: one test each. */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/** Gives the running test, which does what `count` tests did one after another, the time they had between them. */
export function allowTimeFor(count: number): void {
  test.setTimeout(test.info().timeout * count);
}
