// BUDGETS.md stays a page of tables a reader takes in at once: each budget, its figure and its check. Why a figure is
// what it is and how it is measured belong in docs/architecture.md, earlier figures in `git log`.
import { stat } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { budgetsFile } from '../../scripts/measure/budgets-file.ts';

/** BUDGETS.md's limit in bytes, the written blocks included. */
const limit = 12_000;

test(`BUDGETS.md stays within ${limit.toLocaleString('en-US')} bytes`, async () => {
  const { size } = await stat(budgetsFile);
  expect(
    size,
    `BUDGETS.md is ${size.toLocaleString('en-US')} bytes, over its ${limit.toLocaleString('en-US')}: move the ` +
      'explanations to docs/architecture.md and leave earlier figures to git log',
  ).toBeLessThanOrEqual(limit);
});
