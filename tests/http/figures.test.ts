// BUDGETS.md's figures for the pages match what the built site serves (within figureTolerance): a change that moves
// them fails here until `npm run figures` writes them anew. The Worker's own figure: `npm run check:bundle`.
import { expect, test } from 'vitest';
import { pageRows, staleFigures } from '../../scripts/measure/budgets-file.ts';
import { measureSite } from '../../scripts/measure/page-bytes.ts';
import { httpTestOrigin } from './server.ts';

test("BUDGETS.md gives each page type's bytes as the site serves them", async () => {
  const stale = await staleFigures(pageRows(await measureSite(httpTestOrigin)));
  expect(stale, "BUDGETS.md's figures no longer match the build: run `npm run figures`").toEqual([]);
});
