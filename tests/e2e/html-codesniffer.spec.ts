// HTML_CodeSniffer's WCAG 2 AA checks (the engine behind pa11y), run inside
// each kind of page once its scripts have run: no errors. Its warnings and
// notices are reminders for a person to judge (a fixed header, a colour it
// cannot compute over a photo, "if this is navigation, use a list"), so they
// are not asserted; axe covers the same ground in a11y.spec.ts.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { notFoundPath } from '../../src/lib/sitemap.ts';
import { expect, test, visit } from './fixtures.ts';
import { allowTimeFor, homeThenOtherTypes } from './page-sample.ts';

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

/** HTML_CodeSniffer's errors on the page it has been added to, each with the start of the element's markup. */
const snifferErrors = (page: Page) =>
  page.evaluate(
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

test.describe('HTML_CodeSniffer, WCAG 2 AA', () => {
  // The pages allow only their own scripts (CSP hashes): the checker is added from outside them.
  test.use({ bypassCSP: true });

  // The home page at both sizes, with the header each size lays out its own way; the other types of page once, one
  // after another in the same browser page (their content changes only between flex and grid by size).
  for (const { paths, tag } of homeThenOtherTypes) {
    test(`finds no error on ${paths.join(', ')}`, { tag }, async ({ page }) => {
      allowTimeFor(paths.length);
      for (const path of paths) {
        await test.step(path, async () => {
          await (path === notFoundPath ? page.goto(path) : visit(page, path));
          await page.addScriptTag({ path: sniffer });
          expect(await snifferErrors(page), path).toEqual([]);
        });
      }
    });
  }
});
