// What the page-weight budgets measure of a served page, shared by the budget tests and the owner's tests that add
// content: its bytes as scripts/measure/page-bytes.ts measures them (also for BUDGETS.md), its elements in Chromium.
import type { Page } from '@playwright/test';

export { firstScreenOf, gzipped } from '../../scripts/measure/page-bytes.ts';

/** Elements in the served HTML, head included: what the browser parses, styles and lays out. */
export const elementCount = (page: Page, html: string) =>
  page.evaluate(
    (markup) => new DOMParser().parseFromString(markup, 'text/html').getElementsByTagName('*').length,
    html,
  );
