// What the page-weight budgets measure of a served page, shared by the budget
// tests and the owner's tests that add content.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Bytes once compressed as gzip -9: what the Worker's compression sends, at worst. */
export const gzipped = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/** A page's first screen: everything before the whole stylesheet's link (the whole page where the stylesheet is inlined). */
export function firstScreenOf(html: string): string {
  const link = html.indexOf('<link rel="stylesheet"');
  return link < 0 ? html : html.slice(0, link);
}

/** Elements in the served HTML, head included: what the browser parses, styles and lays out. */
export const elementCount = (page: Page, html: string) =>
  page.evaluate(
    (markup) => new DOMParser().parseFromString(markup, 'text/html').getElementsByTagName('*').length,
    html,
  );
