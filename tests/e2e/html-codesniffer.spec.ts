// HTML_CodeSniffer's WCAG 2 AA checks (the engine behind pa11y), run inside
// each kind of page once its scripts have run: no errors. Its warnings and
// notices are reminders for a person to judge (a fixed header, a colour it
// cannot compute over a photo, "if this is navigation, use a list"), so they
// are not asserted; axe covers the same ground in a11y.spec.ts.
import { createRequire } from 'node:module';
import { courses, services } from '../../src/generated/content.ts';
import { notFoundPath, pageTypePaths } from '../../src/lib/sitemap.ts';
import { expect, test, visit } from './fixtures.ts';

const sniffer = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');

interface SnifferMessage {
  type: number;
  code: string;
  msg: string;
  element: Element | Document;
}

interface Sniffer {
  ERROR: number;
  process(standard: string, content: Document, callback: () => void): void;
  getMessages(): SnifferMessage[];
}

test.describe('HTML_CodeSniffer, WCAG 2 AA', () => {
  // The pages allow only their own scripts (CSP hashes): the checker is added from outside them.
  test.use({ bypassCSP: true });

  for (const path of pageTypePaths(services, courses)) {
    test(`finds no error on ${path}`, async ({ page }) => {
      await (path === notFoundPath ? page.goto(path) : visit(page, path));
      await page.addScriptTag({ path: sniffer });
      const errors = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const { HTMLCS } = window as unknown as { HTMLCS: Sniffer };
            HTMLCS.process('WCAG2AA', document, () =>
              resolve(
                HTMLCS.getMessages()
                  .filter((message) => message.type === HTMLCS.ERROR)
                  .map((message) => {
                    const markup = 'outerHTML' in message.element ? message.element.outerHTML : '#document';
                    return `${message.code}: ${message.msg} (${markup.slice(0, 160)})`;
                  }),
              ),
            );
          }),
      );
      expect(errors).toEqual([]);
    });
  }
});
