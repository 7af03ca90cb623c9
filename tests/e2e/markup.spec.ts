// Every rendered page is valid HTML, and no link or #anchor inside the site is
// broken. The three rules turned off in .htmlvalidate.json are about how React
// writes markup (fetchPriority, muted="", <meta/>), all valid HTML.
import { HtmlValidate, type ConfigData } from 'html-validate';
import { LinkChecker } from 'linkinator';
import { readFile } from 'node:fs/promises';
import { courses, services } from '../../src/generated/content.ts';
import { sitePaths } from '../../src/lib/sitemap.ts';
import { expect, test } from './fixtures.ts';

const config = JSON.parse(await readFile(new URL('../../.htmlvalidate.json', import.meta.url), 'utf8')) as ConfigData;
const pages = [...sitePaths(services, courses), '/no-existe', '/servicios/no-existe', '/cursos/no-existe'];

test.describe('markup and links', { tag: '@desktop' }, () => {
  test('html-validate reports no error on any page', async ({ request }) => {
    const validator = new HtmlValidate(config);
    for (const path of pages) {
      const report = await validator.validateString(await (await request.get(path)).text(), path);
      const errors = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId} line ${message.line}: ${message.message}`),
      );
      expect(errors, path).toEqual([]);
    }
  });

  test('no internal link or anchor is broken', async ({ baseURL }) => {
    const origin = baseURL ?? '';
    const result = await new LinkChecker().check({
      path: `${origin}/`,
      recurse: true,
      checkFragments: true,
      concurrency: 4,
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    const broken = result.links
      .filter((link) => link.state === 'BROKEN')
      .map((link) => `${link.url} (${link.status}) on ${link.parent}`);
    expect(broken).toEqual([]);
    expect(result.links.filter((link) => link.state === 'OK').length).toBeGreaterThan(100);
  });
});
